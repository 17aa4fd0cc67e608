import fp from 'fastify-plugin';
import { send } from './error-handler';

/** The first string under `value` that holds a NUL character, with its path (`shippingDetails.name`, `q`). */
function findNul(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (!value || typeof value !== 'object' || depth > 20) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNul(child, [...path, key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character: one in a query or a body would otherwise be refused by the database with no
 * field named. Refused here, for every route, naming the field.
 */
export const textInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      const field = findNul(request.query) ?? findNul(request.params) ?? findNul(request.body);
      if (field !== undefined) return send(reply, 400, `${field} must not contain a NUL character`, [{ path: field, message: 'Must not contain a NUL character' }]);
    });
  },
  { name: 'text-input' },
);
