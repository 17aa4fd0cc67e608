import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { type AuthUser, BLOCKED_MESSAGE } from '../lib/auth-user';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Any valid token of an existing account (Blocked included). */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Signed in and not Blocked: ordering and dashboard routes. */
    requireActiveUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface AuthPluginOptions {
  authenticate: (accessToken: string) => Promise<AuthUser>;
}

/** The caller of a route behind requireUser/requireActiveUser/requireAdmin. */
export function callerOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError('Authentication required');
  return request.user;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { authenticate }) => {
    app.decorateRequest('user', null);

    async function requireUser(request: FastifyRequest) {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match) throw new UnauthorizedError('Authentication required');
      // Verified signature AND a fresh read of the account: role changes and blocks apply at once.
      request.user = await authenticate(match[1]!);
    }

    async function requireActiveUser(request: FastifyRequest) {
      await requireUser(request);
      if (request.user!.role === 'Blocked') throw new ForbiddenError(BLOCKED_MESSAGE);
    }

    async function requireAdmin(request: FastifyRequest) {
      await requireActiveUser(request);
      if (request.user!.role !== 'admin') throw new ForbiddenError('Admin access required');
    }

    app.decorate('requireUser', requireUser);
    app.decorate('requireActiveUser', requireActiveUser);
    app.decorate('requireAdmin', requireAdmin);
  },
  { name: 'auth' },
);
