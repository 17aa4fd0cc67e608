export { addressesPlugin, type AddressesPluginOptions } from './addresses-plugin';
