export { addressesPlugin, type AddressesPluginOptions } from './addresses-plugin';
export type { AddressBook } from './addresses-service';
export type { ComparableAddress } from './addresses-repository';
