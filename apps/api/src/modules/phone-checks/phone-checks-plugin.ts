import type { Currency } from '@boipoka/shared';
import fp from 'fastify-plugin';
import type { FailureStore } from '../../lib/failure-store';
import { HourlyLimit } from '../../lib/hourly-limit';
import { phoneChecksRoutes } from './phone-checks-routes';
import { type PhoneCheckPort, PhoneChecksService, type PhoneChecksServiceOptions } from './phone-checks-service';

/** The service's own options, but for what the plugin makes itself (the counter, the SMS, the shop's currency). */
export type PhoneChecksPluginOptions = Pick<PhoneChecksServiceOptions, 'db' | 'now' | 'mode' | 'smsDelivered' | 'secret' | 'limits' | 'hasCompletedOrderTo'> & {
  rateStore: FailureStore;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The orders ask it whether a cash-on-delivery order's phone must first confirm a code. */
    phoneChecks: PhoneCheckPort;
  }
}

/** The phone check (decision 051): /api/phone-checks, and `app.phoneChecks` for the orders. */
export const phoneChecksPlugin = fp<PhoneChecksPluginOptions>(
  async (app, { rateStore, ...options }) => {
    const service = new PhoneChecksService({
      ...options,
      counter: new HourlyLimit(rateStore, 0, options.now),
      sms: app.sms,
      currency: async (): Promise<Currency> => (await app.settings.current()).currency,
    });
    if (options.mode === 'on' && !options.smsDelivered) app.log.warn('PHONE_CHECK is on but no SMS gateway is set: the codes stay in the SMS outbox and reach no one');
    app.decorate('phoneChecks', service as PhoneCheckPort);
    await app.register(phoneChecksRoutes, { prefix: '/api/phone-checks', service });
  },
  { name: 'phone-checks', dependencies: ['auth', 'sms', 'settings'] },
);
