// The public entry of addresses: the checkout offers the saved addresses and asks for the district the same way.
export { DistrictSelect, type DistrictSelectProps } from './components/district-select';
export { SavedAddressPicker } from './components/saved-address-picker';
