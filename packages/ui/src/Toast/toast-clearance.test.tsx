import { fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_CLEARANCE_PROPERTY, useToastClearance } from './toast-clearance';

/** Where the element is on screen: its top and height, in px from the top of the window. */
let place = { top: 0, height: 0 };

function Actions() {
  const ref = useRef<HTMLDivElement>(null);
  useToastClearance(ref);
  return <div ref={ref}>Save</div>;
}

const clearance = () => document.documentElement.style.getPropertyValue(TOAST_CLEARANCE_PROPERTY);

describe('useToastClearance', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps the toasts above the element while it is on screen, and in the corner after', () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
      () => new DOMRect(0, place.top, 100, place.height),
    );
    // The next frame at once (0: no frame left pending).
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    place = { top: window.innerHeight - 60, height: 40 };
    const view = render(<Actions />);
    // 60 px from the bottom edge to the top of the element, and a gap of 12.
    expect(clearance()).toBe('72px');

    place = { top: window.innerHeight + 10, height: 40 };
    fireEvent.scroll(window);
    expect(clearance()).toBe('');

    place = { top: window.innerHeight - 200, height: 40 };
    fireEvent.scroll(document.body);
    expect(clearance()).toBe('212px');

    view.unmount();
    expect(clearance()).toBe('');
  });
});
