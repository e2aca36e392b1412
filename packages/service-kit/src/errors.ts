import createError from '@fastify/error';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@tidings/contracts/api-error';
import { DATABASE_RETRY_AFTER_S, DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.js';
import { REQUEST_ID_HEADER } from './logger.js';

/** Errors every service can answer; each service adds its own in its `src/errors.ts`. */
export const CommonErrors = {
  Unauthenticated: createError('AUTH_REQUIRED', 'Sign in to continue', 401),
  SessionInvalid: createError('AUTH_SESSION_INVALID', 'Your session is invalid or has expired; sign in again', 401),
  Forbidden: createError('FORBIDDEN', 'You can only access your own data', 403),
  NotFound: createError('NOT_FOUND', 'Route %s %s not found', 404),
  ValidationFailed: createError('VALIDATION_FAILED', '%s', 400),
  RateLimited: createError<[number]>('RATE_LIMITED', 'Too many requests. Try again in %d seconds.', 429),
  Internal: createError('INTERNAL_ERROR', 'Something went wrong on our side; please try again', 500),
  /** An `Authorization` header that is not a valid, unexpired, unrevoked access token. */
  TokenInvalid: createError('TOKEN_INVALID', 'The access token is invalid, expired or revoked', 401),
  /** A valid access token calling outside its scopes (or a call only a signed-in session may make). */
  TokenScopeMissing: createError<[string]>('TOKEN_SCOPE_MISSING', '%s', 403),
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
  return { statusCode, code, error: STATUS_TEXT[statusCode] ?? 'Error', message, ...(fields ? { fields } : {}) };
}

/** Fastify's own error codes that are the caller's fault, mapped to stable codes of ours. */
const FASTIFY_CLIENT_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

/**
 * One error handler: `{ statusCode, code, error, message }` always; validation errors name their
 * fields; a 5xx never leaks its message or stack, and is logged with the request's context.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send(errorBody(404, 'NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);

      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
          // An unknown key is reported on its parent object; name the key itself instead.
          const unknownKeys = issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: string[] }).keys : undefined;
          const paths = unknownKeys?.length ? unknownKeys.map((key) => (path ? `${path}.${key}` : key)) : [path || error.validationContext || 'body'];
          for (const fieldPath of paths) fields[fieldPath] ??= issue.message ?? 'Not valid';
        }
        const first = error.validation[0]?.message ?? 'The request is not valid';
        return reply.code(400).send(errorBody(400, 'VALIDATION_FAILED', first, fields));
      }

      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return reply.code(500).send(errorBody(500, 'INTERNAL_ERROR', CommonErrors.Internal().message));
      }

      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send(errorBody(503, DATABASE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE));
      }

      const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      // A 503 thrown on purpose (a service's own error: something it needs is away) keeps its stable
      // code, so the client knows it may send the same request again; any other 5xx is a bug.
      if (statusCode === 503 && error.code && /^[A-Z][A-Z0-9_]+$/.test(error.code) && !error.code.startsWith('FST_')) {
        request.log.warn({ err: error, code: error.code }, error.message);
        return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_S)).send(errorBody(503, error.code, error.message));
      }
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(statusCode).send(errorBody(statusCode, 'INTERNAL_ERROR', CommonErrors.Internal().message));
      }

      const code = (error.code && FASTIFY_CLIENT_CODES[error.code]) ?? error.code ?? 'BAD_REQUEST';
      request.log.info({ code, statusCode }, error.message);
      return reply.code(statusCode).send(errorBody(statusCode, code, error.message));
    });
  },
  { name: 'tidings-error-handler' },
);

/** Declares error answers in a route's `response` schema (and so in the OpenAPI document). */
export function errorResponses<const S extends number>(...statusCodes: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statusCodes.map((status) => [status, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
