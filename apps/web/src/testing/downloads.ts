import { onTestFinished, vi } from 'vitest';

/**
 * jsdom has no object URLs and starts no downloads: a saved blob's link clicks are recorded
 * here instead, with the blob each object URL was made for. The stand-ins are removed when the
 * test ends.
 */
export function captureDownloads() {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:mock');
  const revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  onTestFinished(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  return {
    /** The download links clicked, in order. */
    clicked,
    revokeObjectURL,
    /**
     * The text of the n-th saved blob. It comes from Node's fetch, another realm than jsdom's
     * Blob, so its contents are compared rather than the object.
     */
    text: (n = 0) => createObjectURL.mock.calls[n]?.[0].text(),
  };
}
