// Every failure leaves the server in the envelope { success: false, message, errors? } with a 4xx
// status where the client is at fault; only a genuine fault of ours is a 500.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Refusal, type RefusalKind } from '../refusals.js';
import { loggableError, pathOf } from './log-safety.js';

/** The one place a refusal's kind becomes an HTTP status. */
const STATUS_OF: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-many': 429,
  upstream: 502,
  unavailable: 503,
};

const WHOLE_INPUT_MESSAGES: Record<string, string> = {
  body: 'Request body must be a JSON object',
  params: 'Invalid path parameter',
  querystring: 'Invalid query string',
  headers: 'Invalid request headers',
};

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match its Content-Length',
};

// PostgreSQL error codes that mean the request was at fault, not the server.
const DATABASE_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'A record with this value already exists'],
  '23503': [400, 'The request refers to a record that does not exist'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
  '22P02': [400, 'A value has the wrong format'],
  // A NUL character (\u0000) in text, or in a JSON column, is valid JSON but cannot be stored.
  '22021': [400, 'A value contains a character that cannot be stored'],
  '22P05': [400, 'A value contains a character that cannot be stored'],
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = field === '' ? (WHOLE_INPUT_MESSAGES[error.validationContext ?? 'body'] ?? issue.message) : issue.message;
      errors[field || (error.validationContext ?? 'body')] ??= message ?? 'Invalid value';
    }
    return reply.code(400).send({ success: false, message: Object.values(errors)[0], errors });
  }
  if (error instanceof Refusal) {
    if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(STATUS_OF[error.kind]).send({ success: false, message: error.message, ...(error.errors && { errors: error.errors }) });
  }
  const databaseError = findDatabaseError(error);
  if (databaseError) {
    return reply.code(databaseError[0]).send({ success: false, message: databaseError[1] });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const message = FASTIFY_MESSAGES[error.code] ?? (error instanceof SyntaxError ? 'Malformed JSON in request body' : error.message);
    return reply.code(status).send({ success: false, message });
  }
  request.log.error({ err: loggableError(error), path: pathOf(request.url) }, 'request failed');
  return reply.code(500).send({ success: false, message: 'Internal server error' });
}

function findDatabaseError(error: unknown): [number, string] | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code in DATABASE_ERRORS) return DATABASE_ERRORS[code];
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const ROUTER_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The request path is not a valid URL',
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is too long',
};

/**
 * Fastify's router answers a bad percent-encoding or an over-long path parameter before any route or
 * error handler runs (option `frameworkErrors`); this keeps those answers in the envelope too.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const message = ROUTER_MESSAGES[error.code];
  if (message) return reply.code(error.statusCode ?? 400).send({ success: false, message });
  request.log.error({ err: loggableError(error), path: pathOf(request.url) }, 'request failed');
  return reply.code(500).send({ success: false, message: 'Internal server error' });
}

type PageSender = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Unknown API paths get the JSON envelope; pages go to the website (its screens or its 404 page). */
export function createNotFoundHandler(sendPage?: PageSender) {
  return function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send({ success: false, message: `No API route ${request.method} ${path}` });
    }
    if (sendPage && (request.method === 'GET' || request.method === 'HEAD')) return sendPage(request, reply);
    return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>404 Page Not Found</title><h1>404 Page Not Found</h1>');
  };
}
