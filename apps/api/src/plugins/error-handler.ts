import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '@boipoka/shared';
import { localeOf, varyOnLanguage } from '../i18n/i18n-plugin';
import { translate, translateFieldErrors, translateIssue, type ValidationIssue } from '../i18n/translate';
import { DomainError, isConnectionError, pgErrorCode } from '../lib/errors';

const STATUS_BY_KIND: Record<DomainError['kind'], number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'too-many-requests': 429,
  unavailable: 503,
  'too-large': 413,
};

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
}

/** A failure in the caller's language: `message` and `errors` are the English texts (SPEC's), translated here. */
export function send(reply: FastifyReply, status: number, message: string, errors?: FieldError[]) {
  const locale = localeOf(reply.request);
  return sendTranslated(reply, status, translate(message, locale), translateFieldErrors(errors, locale));
}

function sendTranslated(reply: FastifyReply, status: number, message: string, errors?: FieldError[]) {
  varyOnLanguage(reply);
  return reply.code(status).send({ success: false, message, ...(errors?.length ? { errors } : {}) });
}

/** The one place that knows HTTP status codes for failures. Every failure leaves as `{ success: false, message, errors? }`. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof DomainError) {
        if (error.kind === 'too-many-requests' && 'retryAfterSeconds' in error) reply.header('Retry-After', String(error.retryAfterSeconds));
        return send(reply, STATUS_BY_KIND[error.kind], error.message, 'errors' in error ? (error.errors as FieldError[] | undefined) : undefined);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const locale = localeOf(request);
        const errors = error.validation.map((issue) => ({ path: fieldPath(issue.instancePath), message: translateIssue(issue as ValidationIssue, locale) }));
        return sendTranslated(reply, 400, errors[0]?.message ?? translate('Invalid input', locale), errors);
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return send(reply, 400, error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'Request body is empty' : 'Malformed JSON in request body');
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return send(reply, 413, 'Request body is too large');
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return send(reply, 415, 'Unsupported content type; send application/json');
        case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
          return send(reply, 400, 'Invalid Content-Length');
      }
      if (error instanceof SyntaxError && error.statusCode === 400) return send(reply, 400, 'Malformed JSON in request body');
      if (isConnectionError(error)) {
        request.log.error({ err: error }, 'database unavailable');
        reply.header('Retry-After', '5');
        return send(reply, 503, 'Service temporarily unavailable');
      }
      const sqlState = pgErrorCode(error);
      if (sqlState === '57014') {
        // A statement ran past its time limit (CATALOGUE_STATEMENT_TIMEOUT_MS) and was cancelled: busy, not broken.
        request.log.warn({ err: error, url: request.url }, 'statement cancelled at its time limit');
        reply.header('Retry-After', '2');
        return send(reply, 503, 'The shop is busy right now; please try again in a moment.');
      }
      if (sqlState?.startsWith('22')) return send(reply, 400, 'Invalid input');
      if (sqlState === '23505' || sqlState === '23514' || sqlState === '40001' || sqlState === '40P01') return send(reply, 409, 'The request conflicts with the current state; please retry');
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status === 429) return send(reply, 429, error.message || 'Too many requests, please try again later.');
      if (status >= 400 && status < 500) return send(reply, status, error.message || 'Bad request');
      request.log.error({ err: error }, 'unhandled error');
      return send(reply, 500, 'Internal server error');
    });
  },
  { name: 'error-handler' },
);
