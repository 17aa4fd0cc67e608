import type { CourierId } from '@boipoka/shared';
import type { CouriersConfig } from '../../config';
import type { CourierProvider } from './courier-provider';
import { ManualCourier } from './providers/manual';
import { SteadfastCourier } from './providers/steadfast';

/** What the demo's simulator of Steadfast takes (src/simulators/steadfast-simulator.ts); never a real merchant's. */
export const COURIER_SIMULATOR_CREDENTIALS = { apiKey: 'demo-steadfast-api-key', secretKey: 'demo-steadfast-secret-key', webhookSecret: 'demo-steadfast-webhook-secret' } as const;

/** The couriers this server books with: manual always; Steadfast with its keys, else the simulator the demo mounts at `simulatorBase`. */
export function courierProviders(config: CouriersConfig, simulatorBase: string): Map<CourierId, CourierProvider> {
  const providers = new Map<CourierId, CourierProvider>([['manual', new ManualCourier()]]);
  if (config.steadfast) providers.set('steadfast', new SteadfastCourier(config.steadfast));
  else if (config.simulator) providers.set('steadfast', new SteadfastCourier({ baseUrl: `${simulatorBase}/simulators/steadfast/api/v1`, ...COURIER_SIMULATOR_CREDENTIALS }));
  return providers;
}
