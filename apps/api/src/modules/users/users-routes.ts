import {
  apiSuccessSchema,
  forgotPasswordInput,
  idParamSchema,
  loginInput,
  loginResultSchema,
  pageMetaSchema,
  refreshTokenInput,
  registerInput,
  resetPasswordInput,
  sessionTokensSchema,
  updatePasswordInput,
  updateProfileInput,
  updateUserStatusInput,
  userListQuery,
  userSchema,
} from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, paged, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { HourlyLimit } from '../../lib/hourly-limit';
import type { UsersService } from './users-service';

const bearer = [{ bearerAuth: [] }];
const userResponse = okEnvelope(userSchema);
const noData = okEnvelope(z.null());
/** Paged only when `page` or `limit` is asked for; otherwise every account and no `meta`. */
const userListResponse = apiSuccessSchema(z.array(userSchema)).extend({ meta: pageMetaSchema.optional() });

/** The same answer whether or not the address has an account. */
export const RESET_REQUESTED = 'If an account uses this address, we have sent it a link to reset the password. Please check your inbox.';

export const usersRoutes: FastifyPluginAsyncZod<{ service: UsersService; formLimit: HourlyLimit }> = async (app, { service, formLimit }) => {
  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['users'],
        summary: 'Mail a password-reset link',
        description:
          'Answers the same, at once, for known and unknown addresses; the link (single use, 30 minutes) is mailed only to an account. Limited per IP (MAIL_FORMS_PER_IP_PER_HOUR) and per address.',
        body: forgotPasswordInput,
        response: { 202: noData, ...errorResponses() },
      },
    },
    async (request, reply) => {
      await formLimit.assertAllowed(`forgot:${request.ip}`);
      // Not awaited: the work (and its time) for an account must not show in the answer.
      void service.requestPasswordReset(request.body.email, request.locale, request.ip).catch((error) => request.log.error({ err: error }, 'password reset mail failed'));
      return reply.code(202).send(ok(RESET_REQUESTED, null));
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['users'],
        summary: 'Set a new password with a mailed reset link',
        description: 'The password rules of registration (SPEC §5). Ends every session of the account. Attempts per IP are limited (PASSWORD_ATTEMPTS_PER_IP_PER_MINUTE; 429 with Retry-After).',
        body: resetPasswordInput,
        response: { 200: noData, ...errorResponses() },
      },
    },
    async (request) => {
      await service.resetPassword(request.body, request.ip);
      return ok('Your password has been reset. Please sign in with your new password.', null);
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['users'],
        summary: 'Create a customer account',
        description: "The account's language (for its mails) is the request's (Accept-Language).",
        body: registerInput,
        response: { 201: userResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const user = await service.register(request.body, request.ip, request.locale);
      return reply.code(201).send(ok('Registration successful', user));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in',
        description: 'Failed sign-ins are limited per account and per IP within a time window (429 with Retry-After).',
        body: loginInput,
        response: { 200: okEnvelope(loginResultSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => ok('Login successful', await service.login(request.body, request.ip)),
  );

  app.post(
    '/refresh-token',
    { schema: { tags: ['users'], summary: 'Rotate a refresh token', body: refreshTokenInput, response: { 200: okEnvelope(sessionTokensSchema), ...errorResponses(401, 403) } } },
    async (request) => ok('Token refreshed', await service.refresh(request.body.refreshToken)),
  );

  app.post('/logout', { schema: { tags: ['users'], summary: 'End the session of a refresh token', body: refreshTokenInput, response: { 200: noData, ...errorResponses() } } }, async (request) => {
    await service.logout(request.body.refreshToken);
    return ok('Logged out successfully', null);
  });

  app.get(
    '/profile',
    { preHandler: app.requireUser, schema: { tags: ['users'], summary: 'The signed-in account', security: bearer, response: { 200: userResponse, ...errorResponses(...signedInErrors, 404) } } },
    async (request) => ok('Profile fetched successfully', await service.profile(callerOf(request).id)),
  );

  app.patch(
    '/profile',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['users'],
        summary: 'Rename the signed-in account or set its language',
        security: bearer,
        body: updateProfileInput,
        response: { 200: userResponse, ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Profile updated successfully', await service.updateProfile(callerOf(request).id, { name: request.body.name, locale: request.body.locale })),
  );

  app.patch(
    '/update-password',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['users'],
        summary: 'Change password',
        description:
          "Signs out the account's other sessions. A wrong current password counts as a failed sign-in of the account (the LOGIN_* limits), and attempts per IP are limited (PASSWORD_ATTEMPTS_PER_IP_PER_MINUTE); 429 with Retry-After.",
        security: bearer,
        body: updatePasswordInput,
        response: { 200: noData, ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => {
      await service.updatePassword(callerOf(request), request.body, request.ip);
      return ok('Password updated successfully!', null);
    },
  );

  app.get(
    '/all',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'All accounts, newest first (admin)',
        security: bearer,
        querystring: userListQuery,
        response: { 200: userListResponse, ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => {
      const { users, meta } = await service.listUsers(request.query);
      return meta ? paged('Users fetched successfully', users, meta) : ok('Users fetched successfully', users);
    },
  );

  app.patch(
    '/:id/status',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Block or unblock a customer (admin)',
        security: bearer,
        params: idParamSchema,
        body: updateUserStatusInput,
        response: { 200: userResponse, ...errorResponses(...signedInErrors, 404, 409) },
      },
    },
    async (request) => {
      const user = await service.setStatus(callerOf(request), request.params.id, request.body.status);
      return ok(user.role === 'Blocked' ? 'User blocked successfully' : 'User unblocked successfully', user);
    },
  );
};
