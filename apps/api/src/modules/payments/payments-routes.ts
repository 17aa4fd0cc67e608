import { idParamSchema, ONLINE_PAYMENT_METHODS, paymentMethodsSchema, paymentRefundInput, roundHalfUpToCents, startedPaymentSchema, startPaymentInput } from '@boipoka/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok, okEnvelope, signedInErrors } from '../../lib/envelope';
import { callerOf } from '../../plugins/auth';
import type { PaymentsService, SettleOutcome } from './payments-service';

const bearer = [{ bearerAuth: [] }];
/** What a provider brings back: its fields as strings, nothing believed until the provider confirms them. */
const providerFields = z.record(z.string(), z.string());
const methodParam = z.object({ method: z.enum(ONLINE_PAYMENT_METHODS, { error: 'method must be bkash or sslcommerz' }) });
const returnParams = methodParam.extend({ locale: z.enum(['en', 'bn'], { error: 'locale must be en or bn' }) });
/** A provider's form or query is small; anything larger is no provider's. */
const FORM_LIMIT_BYTES = 16 * 1024;

/** The reader's page after a return: their order, with what the payment came to. */
function orderPage(locale: 'en' | 'bn', orderId: string | undefined, outcome: SettleOutcome): string {
  const prefix = locale === 'bn' ? '/bn' : '';
  return orderId ? `${prefix}/dashboard/user-orders/${orderId}?payment=${outcome}` : `${prefix}/dashboard/user-orders?payment=${outcome}`;
}

export const paymentsRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (app, { service }) => {
  // SSLCommerz posts its returns and notices as forms; bKash returns with a query. Forms are read in this module only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/methods', { schema: { tags: ['payments'], summary: 'How a reader can pay in this shop now', response: { 200: okEnvelope(paymentMethodsSchema), ...errorResponses() } } }, async () =>
    ok('Payment methods fetched successfully', await service.methods()),
  );

  app.post(
    '/orders/:id/start',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['payments'],
        summary: 'Pay (again) for an unpaid order online: answers the provider’s page',
        description: 'Only the order’s owner, while it is pending and its hold (PAYMENT_HOLD_MINUTES) lasts. 409 when it is paid or its time ran out; 503 when the provider cannot be reached.',
        security: bearer,
        params: idParamSchema,
        body: startPaymentInput,
        response: { 200: okEnvelope(startedPaymentSchema), ...errorResponses(...signedInErrors, 404, 409, 503) },
      },
    },
    async (request) => ok('Payment started', await service.start(callerOf(request), request.params.id, request.body.method, request.body.locale)),
  );

  app.post(
    '/orders/:id/cash-on-delivery',
    {
      preHandler: app.requireActiveUser,
      schema: {
        tags: ['payments'],
        summary: 'Pay for an unpaid order at the door instead',
        security: bearer,
        params: idParamSchema,
        response: { 200: okEnvelope(z.null()), ...errorResponses(...signedInErrors, 404, 409) },
      },
    },
    async (request) => {
      await service.switchToCashOnDelivery(callerOf(request), request.params.id);
      return ok('The order will be paid on delivery', null);
    },
  );

  app.post(
    '/orders/:id/refund',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['payments'],
        summary: 'Give all or part of what an order paid back through its provider (admin)',
        description: 'state: refunded, refund_due (the provider refused or did not answer: check with it, pay by hand, then mark it) or nothing (nothing left to give back).',
        security: bearer,
        params: idParamSchema,
        body: paymentRefundInput,
        response: { 200: okEnvelope(z.object({ state: z.enum(['refunded', 'refund_due', 'nothing']) })), ...errorResponses(...signedInErrors, 404, 409) },
      },
    },
    async (request) => {
      const amount = request.body.amount === undefined ? undefined : (roundHalfUpToCents(request.body.amount) ?? undefined);
      return ok('Refund requested', { state: await service.refundOrder(request.params.id, callerOf(request), amount, request.body.reason || 'Refund by the shop') });
    },
  );

  app.post(
    '/orders/:id/refunded-by-hand',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['payments'],
        summary: 'Mark a refund the provider refused as paid by hand (admin)',
        security: bearer,
        params: idParamSchema,
        response: { 200: okEnvelope(z.null()), ...errorResponses(...signedInErrors, 404, 409) },
      },
    },
    async (request) => {
      await service.markRefundedByHand(callerOf(request), request.params.id);
      return ok('Refund marked as paid by hand', null);
    },
  );

  // The reader comes back from the provider: bKash with a query (GET), SSLCommerz with a form (POST). Neither is believed:
  // the service asks the provider, then the reader lands on their order.
  const back = {
    tags: ['payments'],
    summary: 'Where a provider sends the reader back (the provider is asked before anything changes)',
    params: returnParams,
    response: { 303: z.null().describe('To the reader’s order page, ?payment=paid|failed|cancelled|pending|refunded|unknown'), ...errorResponses() },
  };
  app.get('/return/:method/:locale', { schema: { ...back, querystring: providerFields } }, async (request, reply) => {
    const { orderId, outcome } = await service.settle(request.params.method, request.query);
    return reply.code(303).redirect(orderPage(request.params.locale, orderId, outcome));
  });
  app.post('/return/:method/:locale', { schema: { ...back, body: providerFields } }, async (request, reply) => {
    const { orderId, outcome } = await service.settle(request.params.method, request.body ?? {});
    return reply.code(303).redirect(orderPage(request.params.locale, orderId, outcome));
  });

  app.post(
    '/notice/:method',
    {
      schema: {
        tags: ['payments'],
        summary: 'A provider’s server-to-server notice (SSLCommerz IPN): verified with the provider, applied once',
        params: methodParam,
        body: providerFields,
        response: { 200: { description: 'OK, or UNKNOWN when the notice names no payment of this shop', content: { 'text/plain': { schema: z.string() } } }, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const { outcome } = await service.settle(request.params.method, request.body ?? {});
      return reply.type('text/plain').send(outcome === 'unknown' ? 'UNKNOWN' : 'OK');
    },
  );
};
