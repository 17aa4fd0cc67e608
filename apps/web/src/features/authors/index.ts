// The public entry of authors. Importing it registers the author page's texts: the server render needs them before it
// renders the page (entry-server.tsx). The page itself is loaded by the router from pages/.
import './messages';
