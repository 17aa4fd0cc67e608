import { idParamSchema, notificationsPageSchema, notificationsQuery } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { NotificationsService } from './notifications-service';

const bearer = [{ bearerAuth: [] }];
const unread = okEnvelope(z.object({ unreadCount: z.number().int() }));

/** The bell: every signed-in account reads and marks only its own notifications. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, with the unread count",
        description:
          "Each has a kind and its data; clients write the sentence in their reader's language. Customers: order-status-changed, wishlist-back-in-stock, book-request-fulfilled. Admins: order-placed (cancelled: true once the order is cancelled), order-cancelled (a customer cancelled their own order), low-stock, parcel-returned (an order's parcel came back: customer, reason, by the courier or an admin), courier-notice-unmatched (an authenticated courier notice matched no parcel the shop could move: courier, consignment, invoice and status given, the order when the consignment is known; told once per courier, consignment and status).",
        security: bearer,
        querystring: notificationsQuery,
        response: { 200: okEnvelope(notificationsPageSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Notifications fetched successfully', await service.list(callerOf(request).id, request.query.page, request.query.limit)),
  );

  app.post(
    '/read-all',
    {
      preHandler: app.requireActiveUser,
      schema: { tags: ['notifications'], summary: "Mark all of the caller's notifications read", security: bearer, response: { 200: unread, ...errorResponses(...signedInErrors) } },
    },
    async (request) => ok('Notifications marked as read', await service.markAllRead(callerOf(request).id)),
  );

  app.post(
    '/:id/read',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['notifications'],
        summary: "Mark one of the caller's notifications read",
        security: bearer,
        params: idParamSchema,
        response: { 200: unread, ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Notification marked as read', await service.markRead(callerOf(request).id, request.params.id)),
  );
};
