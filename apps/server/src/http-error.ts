/** An expected failure with the status and `detail` text the client sees. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}
