import type { FastifyReply } from 'fastify';
import { HttpError } from './errors';

/**
 * A signal that aborts when the client has gone (the connection closed) before its answer was
 * sent, so that work queued or running for it can be dropped. It aborts with a ClientGoneError.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const closed = () => {
    if (!response.writableFinished) controller.abort(new ClientGoneError());
  };
  // The connection may have closed before the handler ran (it waited for authentication).
  const socket = response.socket;
  if (response.destroyed || !socket || socket.destroyed) closed();
  else response.once('close', closed);
  return controller.signal;
}

/**
 * What the work of a client that has gone ends with. Nobody reads the answer; the status is the
 * one proxies log for a request its client closed, so the request log tells it apart.
 */
export class ClientGoneError extends HttpError {
  constructor() {
    super(499, 'The client closed the connection before the answer was ready.');
    this.name = 'ClientGoneError';
  }
}
