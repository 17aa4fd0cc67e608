import type { FieldError } from '@boipoka/shared';

/** Errors the use cases throw. Only the error-handler plugin turns them into HTTP status codes. */
export abstract class DomainError extends Error {
  abstract readonly kind: 'validation' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'unprocessable' | 'too-many-requests' | 'unavailable' | 'too-large';
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {
  readonly kind = 'validation' as const;
  constructor(
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}
/** An upload over the route's size limit (413); `errors` names the field, as a validation failure does. */
export class PayloadTooLargeError extends DomainError {
  readonly kind = 'too-large' as const;
  constructor(
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized' as const;
}
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden' as const;
}
export class NotFoundError extends DomainError {
  readonly kind = 'not-found' as const;
}
export class ConflictError extends DomainError {
  readonly kind = 'conflict' as const;
  constructor(
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}
/** Well-formed, but cannot be done as asked (an Idempotency-Key reused for a different request). */
export class UnprocessableError extends DomainError {
  readonly kind = 'unprocessable' as const;
}
export class TooManyRequestsError extends DomainError {
  readonly kind = 'too-many-requests' as const;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
export class ServiceUnavailableError extends DomainError {
  readonly kind = 'unavailable' as const;
}

/** A field of the driver's error, which Drizzle wraps (DrizzleQueryError.cause): the first through `cause` that `accepts`. */
function driverErrorField(error: unknown, field: 'code' | 'constraint', accepts: (value: string) => boolean): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const value = (current as Record<string, unknown>)[field];
    if (typeof value === 'string' && accepts(value)) return value;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE code of a PostgreSQL error (it sits on the driver error). */
export function pgErrorCode(error: unknown): string | undefined {
  return driverErrorField(error, 'code', (code) => /^[0-9A-Z]{5}$/.test(code));
}

/** The constraint a PostgreSQL error names (23505, 23514, …). */
export function pgConstraint(error: unknown): string | undefined {
  return driverErrorField(error, 'constraint', () => true);
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOENT', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);

/** True when the database could not be reached (as opposed to a query it refused). */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end/i.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
