import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What Node's HTTP parser refuses before Fastify sees a request, answered in `{detail}` shape. */
function answerFor(code: string | undefined): { status: number; detail: string; label: string } {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, detail: 'Request header fields too large', label: 'header overflow' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, detail: 'Request timeout', label: 'timeout' };
    default:
      return { status: 400, detail: 'Bad request', label: 'error' };
  }
}

/**
 * Fastify's `clientErrorHandler`: a request the parser rejects (headers too large, malformed,
 * too slow) never reaches the error handler, so without this it would be the only answer not
 * shaped `{detail}`. Like Fastify's own handler, it answers once and closes the connection: the
 * parser's state is unknown, so nothing more can be read from it.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail, label } = answerFor(error.code);
  this.log.trace({ err: error }, `client ${label}`);
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
