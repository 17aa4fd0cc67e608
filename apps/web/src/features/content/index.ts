// The public entry of content. Importing it registers the texts of About, Contact, Blogs and the policy pages: the
// server render needs them before it renders a policy page (entry-server.tsx). The pages themselves are loaded lazily by
// the router (app/router.tsx) from pages/, never through this entry, so that an entry never pulls a page into another
// page's download.
import './messages';
