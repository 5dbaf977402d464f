import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

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
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ detail: 'Internal server error' });
  });

  app.setNotFoundHandler((req, reply) => reply.status(404).send({ detail: 'Not found' }));
}
