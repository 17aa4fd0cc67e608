// The public entry of home. Importing it registers the home page's texts: the server render needs them before it
// renders the page (entry-server.tsx). The home query is shared from lib/home-query.ts; the page is loaded by the
// router from pages/.
import './messages';
