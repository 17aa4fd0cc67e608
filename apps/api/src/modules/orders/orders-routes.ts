import {
  adminOrdersPageSchema,
  adminOrdersQuery,
  createOrderInput,
  fulfilmentStepInput,
  trackQuery,
  trackedOrderSchema,
  roundHalfUpToCents,
  idParamSchema,
  orderDetailSchema,
  orderEventSchema,
  orderNoteInput,
  orderSchema,
  revenueSeriesQuery,
  revenueSeriesSchema,
  revenueSummarySchema,
  updateOrderStatusInput,
} from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import { ordersCsv } from './orders-csv';
import type { FulfilmentRequest, FulfilmentService } from './fulfilment-service';
import type { OrdersService } from './orders-service';

const bearer = [{ bearerAuth: [] }];
const orderResponse = okEnvelope(orderSchema);
const adminErrors = errorResponses(...signedInErrors);

export const ordersRoutes: FastifyPluginAsyncZod<{ service: OrdersService; fulfilment: FulfilmentService }> = async (app, { service, fulfilment }) => {
  app.post(
    '/',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['orders'],
        summary: 'Place a cash-on-delivery order',
        description:
          'Priced from current prices: totalAmount may be any number that rounds half up, to cents, to the server total (409 otherwise). Stock taken atomically (409 when short). One account holds at most MAX_PENDING_COPIES_PER_ACCOUNT copies worth at most MAX_PENDING_VALUE_PER_ACCOUNT dollars in pending orders (and MAX_PENDING_ORDERS_PER_ACCOUNT orders when set) (409). An account and a client address place at most ORDERS_PER_ACCOUNT_PER_HOUR and ORDERS_PER_IP_PER_HOUR orders an hour (429). Send an `Idempotency-Key` header (max 200 chars) to make retries safe: the same key returns the first order; the key reused for a different order is a 422.',
        security: bearer,
        body: createOrderInput,
        response: { 201: orderResponse.describe('Order placed'), 200: orderResponse.describe('Already placed under this Idempotency-Key'), ...errorResponses(...signedInErrors, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      const { order, created } = await service.placeOrder(callerOf(request), request.body, key, request.ip);
      return reply.code(created ? 201 : 200).send(ok(created ? 'Order placed successfully' : 'Order already placed', order));
    },
  );

  app.get(
    '/my-orders',
    {
      preHandler: app.requireActiveUser,
      schema: { tags: ['orders'], summary: "The caller's orders, newest first", security: bearer, response: { 200: okEnvelope(z.array(orderSchema)), ...errorResponses(...signedInErrors) } },
    },
    async (request) => ok('Orders fetched successfully', await service.myOrders(callerOf(request))),
  );

  app.get(
    '/all',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['orders'], summary: 'All orders, paged (admin)', security: bearer, querystring: adminOrdersQuery, response: { 200: okEnvelope(adminOrdersPageSchema), ...adminErrors } },
    },
    async (request) => ok('Orders fetched successfully', await service.allOrders(request.query)),
  );

  app.get(
    '/export.csv',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'The filtered order list as CSV (admin)',
        description:
          'The filters of GET /api/orders/all (q, status, startDate, endDate, sortBy, sortOrder; page and limit are ignored: every matching order). Streamed in batches; UTF-8 with a BOM; cells that would start a spreadsheet formula are prefixed with an apostrophe.',
        security: bearer,
        querystring: adminOrdersQuery,
        response: { 200: { description: 'One row per order', content: { 'text/csv': { schema: z.string() } } }, ...adminErrors },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="boipoka-orders-${day}.csv"`)
          // A stream is sent as is (no serialiser); the schema types the documented body, a string.
          .send(ordersCsv(service.exportOrders(request.query)) as unknown as string)
      );
    },
  );

  app.get(
    '/:id',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['orders'],
        summary: 'One order with what happened to it (its owner or an admin)',
        description:
          'events: placed and every status change, oldest first, with who acted (user = the customer, admin = the shop). The shop’s private notes, and which staff member acted, only for admins. Another customer’s order is a 404.',
        security: bearer,
        params: idParamSchema,
        response: { 200: okEnvelope(orderDetailSchema), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request) => ok('Order fetched successfully', await service.orderDetail(callerOf(request), request.params.id)),
  );

  app.post(
    '/:id/notes',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Add a private note to an order (admin)',
        description: 'A note is an event of the order that only admins see.',
        security: bearer,
        params: idParamSchema,
        body: orderNoteInput,
        response: { 201: okEnvelope(orderEventSchema).describe('Note added'), ...errorResponses(...signedInErrors, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(ok('Note added successfully', await service.addNote(callerOf(request), request.params.id, request.body.note))),
  );

  app.get(
    '/revenue',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Revenue summary (admin)',
        description: 'Counts COMPLETED orders only: cash on delivery is collected when the order is delivered.',
        security: bearer,
        response: { 200: okEnvelope(revenueSummarySchema), ...adminErrors },
      },
    },
    async () => ok('Revenue fetched successfully', await service.revenue()),
  );

  app.get(
    '/revenue-series',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Daily revenue and order counts for the last N days (admin)',
        description: 'revenue = completed orders by creation day (UTC); orders = all orders created that day; byStatus counts orders created in the same window.',
        security: bearer,
        querystring: revenueSeriesQuery,
        response: { 200: okEnvelope(revenueSeriesSchema), ...adminErrors },
      },
    },
    async (request) => ok('Revenue series fetched successfully', await service.revenueSeries(request.query.days)),
  );

  app.patch(
    '/:id/status',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['orders'],
        summary: 'Move an order (admin) or cancel your own pending order',
        description:
          'A customer cancels at most ORDER_CANCELLATIONS_PER_ACCOUNT_PER_HOUR orders an hour, and a client address ORDER_CANCELLATIONS_PER_IP_PER_HOUR (429). The customer is mailed of the shop’s moves, not of their own cancellation.',
        security: bearer,
        params: idParamSchema,
        body: updateOrderStatusInput,
        response: { 200: orderResponse, ...errorResponses(...signedInErrors, 404, 409) },
      },
    },
    async (request) => ok('Order status updated successfully', await service.changeStatus(callerOf(request), request.params.id, request.body.status, request.ip, request.body.reason)),
  );

  app.post(
    '/:id/fulfilment',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Move a processing order along its fulfilment track (admin)',
        description:
          'packed → with_courier (courier, consignmentId, trackingUrl) → out_for_delivery → delivered (cashCollected: the whole total, in major units, for cash on delivery; the order is completed and its cash recorded as collected) or returned (reason: refused, unreachable, wrong_address or other; the order is cancelled and its books go back in stock), in one transaction each, audited. The same step twice changes nothing; a step out of order is a 409. The reader is sent an SMS for each step after packed.',
        security: bearer,
        params: idParamSchema,
        body: fulfilmentStepInput,
        response: { 200: okEnvelope(orderDetailSchema), ...errorResponses(...signedInErrors, 404, 409) },
      },
    },
    async (request) => {
      const body = request.body;
      const step: FulfilmentRequest =
        body.step === 'delivered'
          ? { step: 'delivered', note: body.note, cashCollectedMinor: body.cashCollected === undefined ? undefined : (roundHalfUpToCents(body.cashCollected) ?? undefined) }
          : body;
      return ok('Order fulfilment updated successfully', await fulfilment.advance(callerOf(request), request.params.id, step));
    },
  );

  app.delete(
    '/:id',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['orders'],
        summary: 'Remove your own cancelled order from your list',
        security: bearer,
        params: idParamSchema,
        response: { 200: okEnvelope(z.null()), ...errorResponses(...signedInErrors, 404, 409) },
      },
    },
    async (request) => {
      await service.hideForOwner(callerOf(request), request.params.id);
      return ok('Order deleted successfully', null);
    },
  );
};

/** Public tracking: /api/track. */
export const trackingRoutes: FastifyPluginAsyncZod<{ fulfilment: FulfilmentService }> = async (app, { fulfilment }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['orders'],
        summary: 'Follow an order by its number and the phone it was placed with',
        description:
          'number: BP-000123 (or 123); phone: the order’s phone, any spelling of its last ten digits, Latin or Bangla digits. Answers the status and the fulfilment track only: no name, no address, no money. A wrong number and a wrong phone are the same 404. A client address may look up TRACK_LOOKUPS_PER_IP_PER_HOUR times an hour (429).',
        querystring: trackQuery,
        response: { 200: okEnvelope(trackedOrderSchema), ...errorResponses(404) },
      },
    },
    async (request) => ok('Order found', await fulfilment.track(request.query, request.ip)),
  );
};
