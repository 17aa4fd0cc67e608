import type { FastifyRequest } from 'fastify';
import { type CourierResults, courierBookingInput, courierIdSchema, courierResultsSchema, handedOverInput, steadfastNoticeInput } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { localeOf } from '../../i18n/i18n-plugin';
import { translate } from '../../i18n/translate';
import { callerOf } from '../../plugins/auth';
import type { CouriersService } from './couriers-service';

const bearer = [{ bearerAuth: [] }];

/** Each order's reason in the caller's language (the envelope's own message is translated on its way out). */
function inLanguage(request: FastifyRequest, { results }: CourierResults): CourierResults {
  const locale = localeOf(request);
  return { results: results.map((result) => (result.message ? { ...result, message: translate(result.message, locale) } : result)) };
}

/** The admin's couriers: /api/admin/couriers. */
export const adminCouriersRoutes: FastifyPluginAsyncZod<{ service: CouriersService }> = async (app, { service }) => {
  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['couriers'],
        summary: 'The couriers the shop can book with (admin)',
        security: bearer,
        response: { 200: okEnvelope(z.array(z.object({ id: courierIdSchema, name: z.string() }))), ...errorResponses(...signedInErrors) },
      },
    },
    async () => ok('Couriers fetched successfully', service.couriers()),
  );

  app.post(
    '/bookings',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['couriers'],
        summary: 'Book one or several processing orders with a courier (admin)',
        description:
          'steadfast: each parcel is booked through Steadfast (its bulk call for several), our order number as the invoice, the cash still due on a cash-on-delivery order as cod_amount (Taka only). manual: the shop’s own rider or a courier without an API: courierName and each parcel’s consignmentId are required. Each order is written in its own transaction (its consignment, the audit entry, the packed step); the answer says, order by order, booked or why not. At most 50 orders.',
        security: bearer,
        body: courierBookingInput,
        response: { 200: okEnvelope(courierResultsSchema), ...errorResponses(...signedInErrors, 409) },
      },
    },
    async (request) => ok('Bookings done', inLanguage(request, await service.book(callerOf(request), request.body))),
  );

  app.post(
    '/handed-over',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['couriers'],
        summary: 'Mark booked orders handed to their courier (admin)',
        description:
          'Each order’s track gets its with_courier step (courier, consignment, tracking link) in its own transaction, and the reader an SMS with the link. The answer says, order by order, done or why not.',
        security: bearer,
        body: handedOverInput,
        response: { 200: okEnvelope(courierResultsSchema), ...errorResponses(...signedInErrors) },
      },
    },
    async (request) => ok('Parcels marked handed over', inLanguage(request, await service.handedOver(callerOf(request), request.body.orderIds))),
  );
};

/** The couriers' status notices: /api/couriers/:courier/notice. */
export const courierNoticeRoutes: FastifyPluginAsyncZod<{ service: CouriersService }> = async (app, { service }) => {
  app.post(
    '/:courier/notice',
    {
      schema: {
        tags: ['couriers'],
        summary: 'A courier’s status notice (Steadfast’s callback)',
        description:
          'Authorization: Bearer <STEADFAST_WEBHOOK_SECRET> (401 otherwise). Only the consignment is read from the notice: its status is asked of the courier before anything changes (503 when the courier cannot be reached, so it sends again). An unknown consignment is a 404; a parcel already past that step, or an order the shop settled, changes nothing (200, changed false). The same notice twice records its step once. An authenticated notice the shop cannot match — a consignment it never booked, or one whose order is settled and that the courier now places elsewhere — tells every admin (bell and mail: the courier, the consignment, the invoice given, the status) once per courier, consignment and status; a notice without the secret tells no one.',
        params: z.object({ courier: courierIdSchema }),
        body: steadfastNoticeInput,
        response: { 200: okEnvelope(z.object({ changed: z.boolean(), courierStatus: z.string().nullable() })), ...errorResponses(401, 404) },
      },
    },
    async (request) => ok('Notice received', await service.notice(request.params.courier, request.headers.authorization, request.body)),
  );
};
