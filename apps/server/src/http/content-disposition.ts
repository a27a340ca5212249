/**
 * `Content-Disposition: attachment` with the stored name: an ASCII fallback for old clients and
 * the exact name as RFC 5987 `filename*`, so quotes, semicolons and non-ASCII cannot break the
 * header or smuggle parameters.
 */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
