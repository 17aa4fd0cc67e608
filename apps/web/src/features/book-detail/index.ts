// The public entry of book-detail. Importing it registers the book page's texts: the server render needs them before it
// renders the page (entry-server.tsx). The book's query is shared from lib/book-query.ts; the page is loaded by the
// router from pages/.
import './messages';
