// The public entry of admin-promotions: what other parts of the app may use. Nothing of it is used outside it today — its
// page is loaded lazily by the router (app/router.tsx) from pages/, never through this entry, so that an entry never
// pulls a page into another page's download. Export here, on purpose, anything another feature comes to need.
// The books chooser: the Sales page chooses a sale's books with it.
export { BookChooser } from './components/book-chooser';
