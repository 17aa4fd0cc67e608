// The public entry of admin-catalogue: what other parts of the app may use. Nothing of it is used outside it today — its
// page is loaded lazily by the router (app/router.tsx) from pages/, never through this entry, so that an entry never
// pulls a page into another page's download. Export here, on purpose, anything another feature comes to need.
export {};
