import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { FailureStore } from '../../lib/failure-store';
import type { HourlyLimit } from '../../lib/hourly-limit';
import type { PasswordHasher } from '../../lib/passwords';
import type { TokenService } from '../../lib/tokens';
import { LoginThrottle, type LoginThrottleOptions } from './login-throttle';
import { usersRoutes } from './users-routes';
import { UsersService } from './users-service';

export interface UsersPluginOptions {
  db: Db;
  passwords: PasswordHasher;
  tokens: TokenService;
  now: () => Date;
  /** Where failed sign-ins are counted (memory, or Redis shared by every process). */
  failureStore: FailureStore;
  throttle: Omit<LoginThrottleOptions, 'now'>;
  maxSessionsPerAccount?: number;
  refreshGraceMs?: number;
  /** Forms per client address per hour (MAIL_FORMS_PER_IP_PER_HOUR), reset mails among them. */
  formLimit: HourlyLimit;
}

/** What the auth plugin asks of the accounts: who holds this access token, read afresh. */
export type UserAuthenticator = Pick<UsersService, 'authenticate'>;

declare module 'fastify' {
  interface FastifyInstance {
    users: UserAuthenticator;
  }
}

/** Accounts and sessions: /api/users, and `app.users` for the auth plugin. */
export const usersPlugin = fp<UsersPluginOptions>(
  async (app, { failureStore, throttle, formLimit, ...options }) => {
    const service = new UsersService({ ...options, throttle: new LoginThrottle(failureStore, { ...throttle, now: options.now }), mail: app.mail, limits: formLimit });
    app.decorate('users', service);
    await app.register(usersRoutes, { prefix: '/api/users', service, formLimit });
  },
  { name: 'users', dependencies: ['auth', 'mail'] },
);
