import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { isServiceUnavailable } from '../adapters/outage';

/** One error shape everywhere: `{detail, errors?}`; no 500 for anything a client sent. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.status).send({ detail: err.detail, ...(err.errors ? { errors: err.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: [err.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].filter(Boolean).join('.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(422).send({ detail: errors[0]?.message ?? 'Invalid input', errors });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its contract');
      return reply.status(500).send({ detail: 'Internal server error' });
    }
    const fe = err as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status === 413 || fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || fe.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.status(413).send({ detail: 'File size exceeds the limit' });
    if (status === 429) return reply.status(429).send({ detail: 'Too many requests, please try again later' });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, and the like.
      return reply.status(status === 415 ? 415 : status).send({ detail: fe.message || 'Bad request' });
    }
    if (isServiceUnavailable(err)) {
      // The database or Redis is restarting: the client may try again shortly (docs/decisions/0060).
      unavailableLog(req, err);
      return reply.status(503).header('retry-after', '5').send({ detail: 'Service temporarily unavailable, please try again shortly' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error' });
  });

  app.setNotFoundHandler((req, reply) => reply.status(404).send({ detail: 'Not found' }));
}

let lastUnavailableLog = 0;
/** At most one line every 10 s while a service is down, however many requests fail meanwhile. */
function unavailableLog(req: FastifyRequest, err: unknown) {
  if (Date.now() - lastUnavailableLog < 10_000) return;
  lastUnavailableLog = Date.now();
  req.log.warn({ err }, 'request answered 503: a backing service is unavailable');
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals, which come before any route (and so
 * before the error handler): a path whose %-encoding does not decode, a path parameter longer than
 * `maxParamLength`. They answer in the one shape instead of Fastify's `{error, code, message}`.
 */
export function answerFrameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  req.log.debug({ code: err.code }, 'request refused by the router');
  if (err.code === 'FST_ERR_BAD_URL') return reply.status(400).send({ detail: 'The URL is malformed (bad %-encoding)' });
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.status(414).send({ detail: 'A part of the URL is too long' });
  req.log.error({ err }, 'router error');
  return reply.status(500).send({ detail: 'Internal server error' });
}

/**
 * Fastify's `clientErrorHandler`, for what Node's HTTP parser refuses before there is a request at
 * all (a request line that is not HTTP, bad chunked encoding, headers or URL over the size limit,
 * a client too slow to send its request). There is no reply object, so the answer is written to the
 * socket, in the one shape, and the connection is closed. A client's mistake is logged at debug.
 */
export function answerClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request line or headers are too large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'Malformed HTTP request'];
  this.log.debug({ code: err.code }, 'malformed HTTP request refused');
  // As Node does: answer only when no response of this connection has begun to be written.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
