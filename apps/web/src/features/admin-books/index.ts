// The public entry of admin-books: the book import refreshes the admin's book lists under this key.
export { ADMIN_BOOKS_KEY } from './api/admin-books-api';
