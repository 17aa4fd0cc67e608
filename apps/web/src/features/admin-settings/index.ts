// The public entry of admin-settings: what other parts of the app may use (admin-orders reads its refund amounts with
// the Settings page's money fields' parsing). Its page is loaded lazily by the router (app/router.tsx) from pages/, never through this entry, so that an entry never
// pulls a page into another page's download. Export here, on purpose, anything another feature comes to need.

/** Money typed by an admin in either script ('৫০০', '1,250.50'), as the Settings page's money fields read and show it. */
export { currencySymbol, majorText, parseNumber } from './lib/settings-form';
