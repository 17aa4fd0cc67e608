import type { OnlinePaymentMethod } from '@boipoka/shared';
import type { PaymentsConfig } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { BkashProvider } from './providers/bkash';
import { SslcommerzProvider } from './providers/sslcommerz';

/** The demo's credentials for the simulators: they take no money, and nothing real accepts them. */
export const SIMULATOR_CREDENTIALS = {
  bkash: { appKey: 'demo-app-key', appSecret: 'demo-app-secret', username: 'demo', password: 'demo-password' },
  sslcommerz: { storeId: 'demo-store', storePassword: 'demo-store-password' },
} as const;

/**
 * The adapters of the providers that are on: pointed at the providers by PaymentsConfig, or, with the simulators, at
 * the simulators this server mounts under `simulatorBase` (a loopback address of this server).
 */
export function paymentProviders(config: PaymentsConfig, simulatorBase: string): Map<OnlinePaymentMethod, PaymentProvider> {
  const providers = new Map<OnlinePaymentMethod, PaymentProvider>();
  if (config.providers.includes('bkash')) {
    const bkash = config.simulators ? { baseUrl: `${simulatorBase}/simulators/bkash`, ...SIMULATOR_CREDENTIALS.bkash } : config.bkash;
    if (bkash) providers.set('bkash', new BkashProvider(bkash));
  }
  if (config.providers.includes('sslcommerz')) {
    const sslcommerz = config.simulators ? { baseUrl: `${simulatorBase}/simulators/sslcommerz`, ...SIMULATOR_CREDENTIALS.sslcommerz, live: false } : config.sslcommerz;
    if (sslcommerz) providers.set('sslcommerz', new SslcommerzProvider(sslcommerz));
  }
  return providers;
}
