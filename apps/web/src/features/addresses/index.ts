// The public entry of addresses: the checkout offers the saved addresses and asks for the address with the same fields.
export { AddressFields, type PlaceFormValues } from './components/address-fields';
export { SavedAddressPicker } from './components/saved-address-picker';
