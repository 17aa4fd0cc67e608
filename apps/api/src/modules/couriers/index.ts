export { couriersPlugin, type CouriersPluginOptions } from './couriers-plugin';
export { courierProviders, COURIER_SIMULATOR_CREDENTIALS } from './courier-providers';
export type { CourierProvider } from './courier-provider';
export { SteadfastCourier } from './providers/steadfast';
export { ManualCourier } from './providers/manual';
