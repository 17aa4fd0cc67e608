/**
 * Who may call what: every API route × every kind of caller, with the status the server must answer.
 * Read it against SPEC §6 (roles and permissions):
 *   - anonymous visitors browse and read (books, covers, health) and may register or sign in;
 *   - a customer (role user) orders, sees and cancels their own pending orders, deletes their own cancelled
 *     orders, changes their password; another customer's order does not exist for them (404, not 403, so ids
 *     cannot be probed);
 *   - a Blocked account can read its profile and nothing else that needs a session (403 everywhere else; its
 *     sign-in and token refresh are refused with 403);
 *   - an admin adds, edits and deletes books, blocks and unblocks non-admin users, moves orders through their
 *     statuses and sees revenue; admins cannot be blocked (409).
 *
 * Columns: the caller. `customer` owns the resources of the cell (their order, their account); `otherCustomer`
 * is a second customer acting on the customer's resources; `blocked` is a third account, blocked after it
 * signed in (its token is still validly signed). Each cell gets fresh resources (a new order, book, target user).
 */
export const ACTORS = ['anonymous', 'customer', 'otherCustomer', 'blocked', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

export interface CellResources {
  /** The customer's account id. */
  customerId: string;
  adminId: string;
  /** A fresh book in stock (price 10.00). */
  bookId: string;
  /** A fresh pending order of the customer (one copy of bookId). */
  pendingOrderId: string;
  /** A fresh cancelled order of the customer. */
  cancelledOrderId: string;
  /** A fresh book the customer bought in a completed order and reviewed, and that review. */
  reviewedBookId: string;
  reviewId: string;
  /** A fresh saved address of the customer. */
  addressId: string;
  /** A fresh customer account, the target of block/unblock. */
  targetUserId: string;
  /** The caller's own credentials (anonymous: an unknown address). */
  email: string;
  password: string;
  /** The caller's own refresh token (anonymous: a made-up one). */
  refreshToken: string;
  unique: string;
}

export interface AuthorizationRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The route as registered; `url` fills in the ids. */
  route: string;
  what: string;
  url: (r: CellResources) => string;
  body?: (r: CellResources) => unknown;
  expected: Record<Actor, number>;
}

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const ALL_200 = { anonymous: 200, customer: 200, otherCustomer: 200, blocked: 200, admin: 200 };
const ADMIN_ONLY = (ok: number) => ({ anonymous: 401, customer: 403, otherCustomer: 403, blocked: 403, admin: ok });
const ACTIVE_USERS = (ok: number) => ({ anonymous: 401, customer: ok, otherCustomer: ok, blocked: 403, admin: ok });
const BOOK = { title: 'Authorization Book', author: 'Table Author', price: 12.5, quantity: 4, category: 'Science', description: 'A book created by the authorization table.' };
const ADDRESS = { label: 'Home', name: 'Karim Ahmed', phone: '01811111111', address: '3 Lake Road', city: 'Sylhet', postalCode: '3100' };
const SHIPPING = { name: 'Karim Ahmed', email: 'karim@example.test', phone: '+880 1811 111111', address: '3 Lake Road', city: 'Sylhet', postalCode: '3100' };

export const AUTHORIZATION_TABLE: AuthorizationRow[] = [
  // ---- accounts
  {
    method: 'POST',
    route: '/api/users/register',
    what: 'create a customer account',
    url: () => '/api/users/register',
    body: (r) => ({ name: 'New Reader', email: `new-${r.unique}@example.test`, password: 'secret123' }),
    expected: { anonymous: 201, customer: 201, otherCustomer: 201, blocked: 201, admin: 201 },
  },
  {
    method: 'POST',
    route: '/api/users/register',
    what: 'register asking for the admin role',
    url: () => '/api/users/register',
    body: (r) => ({ name: 'Sneaky', email: `sneaky-${r.unique}@example.test`, password: 'secret123', role: 'admin' }),
    expected: { anonymous: 400, customer: 400, otherCustomer: 400, blocked: 400, admin: 400 },
  },
  {
    method: 'POST',
    route: '/api/users/login',
    what: 'sign in with own credentials',
    url: () => '/api/users/login',
    body: (r) => ({ email: r.email, password: r.password }),
    expected: { anonymous: 401, customer: 200, otherCustomer: 200, blocked: 403, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/users/refresh-token',
    what: 'rotate own refresh token',
    url: () => '/api/users/refresh-token',
    body: (r) => ({ refreshToken: r.refreshToken }),
    expected: { anonymous: 401, customer: 200, otherCustomer: 200, blocked: 403, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/users/logout',
    what: 'end own session',
    url: () => '/api/users/logout',
    body: (r) => ({ refreshToken: r.refreshToken }),
    expected: ALL_200,
  },
  { method: 'GET', route: '/api/users/profile', what: 'read own profile', url: () => '/api/users/profile', expected: { ...ACTIVE_USERS(200), blocked: 200 } },
  { method: 'PATCH', route: '/api/users/profile', what: 'rename own account', url: () => '/api/users/profile', body: () => ({ name: 'Renamed' }), expected: ACTIVE_USERS(200) },
  {
    method: 'PATCH',
    route: '/api/users/update-password',
    what: 'change own password',
    url: () => '/api/users/update-password',
    body: (r) => ({ currentPassword: r.password, newPassword: 'brand-new-pass1' }),
    expected: ACTIVE_USERS(200),
  },
  { method: 'GET', route: '/api/users/all', what: 'list all accounts', url: () => '/api/users/all', expected: ADMIN_ONLY(200) },
  {
    method: 'PATCH',
    route: '/api/users/:id/status',
    what: 'block a customer',
    url: (r) => `/api/users/${r.targetUserId}/status`,
    body: () => ({ status: 'Blocked' }),
    expected: ADMIN_ONLY(200),
  },
  {
    method: 'PATCH',
    route: '/api/users/:id/status',
    what: 'block oneself (the customer)',
    url: (r) => `/api/users/${r.customerId}/status`,
    body: () => ({ status: 'user' }),
    expected: ADMIN_ONLY(200),
  },
  {
    method: 'PATCH',
    route: '/api/users/:id/status',
    what: 'block an admin account',
    url: (r) => `/api/users/${r.adminId}/status`,
    body: () => ({ status: 'Blocked' }),
    expected: ADMIN_ONLY(409),
  },
  // ---- mail: password reset, contact, newsletter, the admin's messages and outbox (issue 14)
  {
    method: 'POST',
    route: '/api/users/forgot-password',
    what: 'ask for a reset link (same answer for any address)',
    url: () => '/api/users/forgot-password',
    body: (r) => ({ email: r.email }),
    expected: { anonymous: 202, customer: 202, otherCustomer: 202, blocked: 202, admin: 202 },
  },
  {
    method: 'POST',
    route: '/api/users/reset-password',
    what: 'reset with a forged link',
    url: () => '/api/users/reset-password',
    body: () => ({ token: 'forged-token', newPassword: 'brand-new-pass1' }),
    expected: { anonymous: 400, customer: 400, otherCustomer: 400, blocked: 400, admin: 400 },
  },
  {
    method: 'POST',
    route: '/api/contact',
    what: 'send a contact message',
    url: () => '/api/contact',
    body: (r) => ({ name: 'Asker', email: `ask-${r.unique}@example.test`, subject: 'A question', message: 'Hello' }),
    expected: { anonymous: 201, customer: 201, otherCustomer: 201, blocked: 201, admin: 201 },
  },
  {
    method: 'POST',
    route: '/api/newsletter',
    what: 'sign up for the newsletter',
    url: () => '/api/newsletter',
    body: (r) => ({ email: `news-${r.unique}@example.test` }),
    expected: { anonymous: 202, customer: 202, otherCustomer: 202, blocked: 202, admin: 202 },
  },
  {
    method: 'POST',
    route: '/api/newsletter/confirm',
    what: 'confirm with a forged link',
    url: () => '/api/newsletter/confirm',
    body: () => ({ token: 'forged' }),
    expected: { anonymous: 400, customer: 400, otherCustomer: 400, blocked: 400, admin: 400 },
  },
  {
    method: 'POST',
    route: '/api/newsletter/unsubscribe',
    what: 'unsubscribe with a forged link',
    url: () => '/api/newsletter/unsubscribe',
    body: () => ({ token: 'forged.link' }),
    expected: { anonymous: 400, customer: 400, otherCustomer: 400, blocked: 400, admin: 400 },
  },
  { method: 'GET', route: '/api/admin/messages', what: 'read contact messages', url: () => '/api/admin/messages', expected: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/admin/messages/:id', what: 'open a contact message', url: () => `/api/admin/messages/${NO_SUCH_ID}`, expected: ADMIN_ONLY(404) },
  {
    method: 'PATCH',
    route: '/api/admin/messages/:id',
    what: 'mark a contact message handled',
    url: () => `/api/admin/messages/${NO_SUCH_ID}`,
    body: () => ({ status: 'handled' }),
    expected: ADMIN_ONLY(404),
  },
  {
    method: 'POST',
    route: '/api/admin/messages/:id/reply',
    what: 'answer a contact message by mail',
    url: () => `/api/admin/messages/${NO_SUCH_ID}/reply`,
    body: () => ({ body: 'Thanks' }),
    expected: ADMIN_ONLY(404),
  },
  { method: 'GET', route: '/api/admin/outbox', what: 'read the mail outbox', url: () => '/api/admin/outbox', expected: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/admin/outbox/:id', what: 'open a mail of the outbox', url: () => `/api/admin/outbox/${NO_SUCH_ID}`, expected: ADMIN_ONLY(404) },
  // ---- sms (issue 33)
  { method: 'GET', route: '/api/admin/sms-outbox', what: 'read the SMS outbox', url: () => '/api/admin/sms-outbox', expected: ADMIN_ONLY(200) },
  // ---- catalogue
  { method: 'GET', route: '/api/books', what: 'browse the catalogue', url: () => '/api/books?page=1&limit=5', expected: ALL_200 },
  { method: 'GET', route: '/api/books/authors', what: 'authors for the filter panel', url: () => '/api/books/authors', expected: ALL_200 },
  { method: 'GET', route: '/api/books/suggest', what: 'suggestions as you type in the header search', url: () => '/api/books/suggest?q=gitanjali', expected: ALL_200 },
  { method: 'GET', route: '/api/books/:id', what: 'read a book', url: (r) => `/api/books/${r.bookId}`, expected: ALL_200 },
  { method: 'GET', route: '/api/authors/:slug', what: "an author's page (the factory's books are by Test Author)", url: () => '/api/authors/test-author', expected: ALL_200 },
  { method: 'GET', route: '/api/covers/:file', what: 'a generated cover', url: (r) => `/api/covers/${r.bookId}.svg`, expected: ALL_200 },
  {
    method: 'GET',
    route: '/api/covers/:bookId/:file',
    what: 'an uploaded cover (none uploaded: 404 for everyone alike)',
    url: (r) => `/api/covers/${r.bookId}/0123456789abcdef-400.webp`,
    expected: { anonymous: 404, customer: 404, otherCustomer: 404, blocked: 404, admin: 404 },
  },
  {
    method: 'POST',
    route: '/api/books/:id/cover',
    what: 'upload a cover (a JSON body: the admin passes the guard and gets 400, not multipart)',
    url: (r) => `/api/books/${r.bookId}/cover`,
    body: () => ({ cover: 'not a file' }),
    expected: ADMIN_ONLY(400),
  },
  {
    method: 'POST',
    route: '/api/books/bulk',
    what: 'one action on many books',
    url: () => '/api/books/bulk',
    body: () => ({ ids: ['00000000-0000-4000-8000-000000000000'], action: 'stock', quantity: 5 }),
    expected: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/books/imports',
    what: 'upload a catalogue CSV (a JSON body: the admin passes the guard and gets 400, not multipart)',
    url: () => '/api/books/imports',
    body: () => ({ file: 'not a file' }),
    expected: ADMIN_ONLY(400),
  },
  { method: 'GET', route: '/api/books/imports', what: 'the latest imports', url: () => '/api/books/imports', expected: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/books/imports/template.csv', what: "the import's template", url: () => '/api/books/imports/template.csv', expected: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/books/imports/:id', what: "an import's progress", url: () => `/api/books/imports/${NO_SUCH_ID}`, expected: ADMIN_ONLY(404) },
  { method: 'POST', route: '/api/books/imports/:id/start', what: 'start an import', url: () => `/api/books/imports/${NO_SUCH_ID}/start`, expected: ADMIN_ONLY(404) },
  { method: 'GET', route: '/api/books/export.csv', what: 'the catalogue as CSV', url: () => '/api/books/export.csv', expected: ADMIN_ONLY(200) },
  { method: 'DELETE', route: '/api/books/:id/cover', what: 'remove the uploaded cover', url: (r) => `/api/books/${r.bookId}/cover`, expected: ADMIN_ONLY(200) },
  { method: 'POST', route: '/api/books', what: 'add a book', url: () => '/api/books', body: () => BOOK, expected: ADMIN_ONLY(201) },
  { method: 'PATCH', route: '/api/books/:id', what: 'edit a book', url: (r) => `/api/books/${r.bookId}`, body: () => ({ price: 11.25, quantity: 9 }), expected: ADMIN_ONLY(200) },
  { method: 'DELETE', route: '/api/books/:id', what: 'delete (archive) a book', url: (r) => `/api/books/${r.bookId}`, expected: ADMIN_ONLY(200) },
  // ---- orders
  {
    method: 'POST',
    route: '/api/orders',
    what: 'place an order (1 × 10.00 + 5.99 shipping + 0.80 tax)',
    url: () => '/api/orders',
    body: (r) => ({ books: [{ book: r.bookId, quantity: 1 }], shippingDetails: SHIPPING, paymentMethod: 'cod', totalAmount: 16.79 }),
    expected: { ...ACTIVE_USERS(201) },
  },
  { method: 'GET', route: '/api/orders/my-orders', what: 'own orders', url: () => '/api/orders/my-orders', expected: ACTIVE_USERS(200) },
  { method: 'GET', route: '/api/orders/all', what: 'all orders', url: () => '/api/orders/all', expected: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/orders/export.csv', what: 'all orders as CSV', url: () => '/api/orders/export.csv', expected: ADMIN_ONLY(200) },
  {
    method: 'GET',
    route: '/api/orders/:id',
    what: "the customer's order with its events",
    url: (r) => `/api/orders/${r.pendingOrderId}`,
    expected: { anonymous: 401, customer: 200, otherCustomer: 404, blocked: 403, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/orders/:id/notes',
    what: "a private note on the customer's order",
    url: (r) => `/api/orders/${r.pendingOrderId}/notes`,
    body: () => ({ note: 'Call before delivery' }),
    expected: ADMIN_ONLY(201),
  },
  {
    method: 'POST',
    route: '/api/orders/:id/fulfilment',
    what: "move the customer's order along its fulfilment track (a pending one cannot be packed)",
    url: (r) => `/api/orders/${r.pendingOrderId}/fulfilment`,
    body: () => ({ step: 'packed' }),
    expected: ADMIN_ONLY(409),
  },
  {
    method: 'GET',
    route: '/api/track',
    what: 'follow an order by number and phone (no such order)',
    url: () => '/api/track?number=BP-999999&phone=01711000000',
    expected: { anonymous: 404, customer: 404, otherCustomer: 404, blocked: 404, admin: 404 },
  },
  // ---- the phone check (decision 051): a signed-in reader's; this shop (dollars, PHONE_CHECK off in the tests) asks no code
  {
    method: 'GET',
    route: '/api/phone-checks',
    what: 'whether a phone must confirm a code before a cash order',
    url: () => '/api/phone-checks?phone=01811111111',
    expected: ACTIVE_USERS(200),
  },
  {
    method: 'POST',
    route: '/api/phone-checks',
    what: 'send a code to a phone by SMS (this one needs none)',
    url: () => '/api/phone-checks',
    body: () => ({ phone: '01811111111' }),
    expected: ACTIVE_USERS(200),
  },
  {
    method: 'POST',
    route: '/api/phone-checks/confirm',
    what: 'confirm a phone with its code (no code was sent)',
    url: () => '/api/phone-checks/confirm',
    body: () => ({ phone: '01811111111', code: '123456' }),
    expected: ACTIVE_USERS(400),
  },
  // ---- couriers (issue 33): booking and handing over are the shop's; a courier's notice carries its secret, not a session
  { method: 'GET', route: '/api/admin/couriers', what: 'the couriers the shop can book with', url: () => '/api/admin/couriers', expected: ADMIN_ONLY(200) },
  {
    method: 'POST',
    route: '/api/admin/couriers/bookings',
    what: "book the customer's order with a courier (a pending one is refused in the answer)",
    url: () => '/api/admin/couriers/bookings',
    body: (r) => ({ courier: 'manual', courierName: 'Own rider', parcels: [{ orderId: r.pendingOrderId, consignmentId: `R-${r.unique}` }] }),
    expected: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/admin/couriers/handed-over',
    what: "mark the customer's order handed to its courier (not booked: refused in the answer)",
    url: () => '/api/admin/couriers/handed-over',
    body: (r) => ({ orderIds: [r.pendingOrderId] }),
    expected: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/couriers/:courier/notice',
    what: "a courier's status notice without the courier's secret",
    url: () => '/api/couriers/steadfast/notice',
    body: () => ({ consignment_id: 1 }),
    expected: { anonymous: 404, customer: 404, otherCustomer: 404, blocked: 404, admin: 404 },
  },
  { method: 'GET', route: '/api/orders/revenue', what: 'revenue summary', url: () => '/api/orders/revenue', expected: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/orders/revenue-series', what: 'revenue per day', url: () => '/api/orders/revenue-series?days=7', expected: ADMIN_ONLY(200) },
  // ---- payments (issue 32): the methods are public; a payment is its order's owner's; refunds are the shop's; a
  // provider's return and notice reach anyone, and change nothing until the provider confirms them (here: no provider on).
  { method: 'GET', route: '/api/payments/methods', what: 'how a reader can pay now', url: () => '/api/payments/methods', expected: ALL_200 },
  {
    method: 'POST',
    route: '/api/payments/orders/:id/start',
    what: 'pay an order online (no provider is on in this table)',
    url: (r) => `/api/payments/orders/${r.pendingOrderId}/start`,
    body: () => ({ method: 'bkash' }),
    expected: { anonymous: 401, customer: 400, otherCustomer: 400, blocked: 403, admin: 400 },
  },
  {
    method: 'POST',
    route: '/api/payments/orders/:id/cash-on-delivery',
    what: 'pay a cash-on-delivery order at the door instead (it already is)',
    url: (r) => `/api/payments/orders/${r.pendingOrderId}/cash-on-delivery`,
    expected: { anonymous: 401, customer: 409, otherCustomer: 404, blocked: 403, admin: 409 },
  },
  {
    method: 'POST',
    route: '/api/payments/orders/:id/refund',
    what: 'refund what an order paid (nothing here)',
    url: (r) => `/api/payments/orders/${r.pendingOrderId}/refund`,
    body: () => ({}),
    expected: ADMIN_ONLY(200),
  },
  {
    method: 'POST',
    route: '/api/payments/orders/:id/refunded-by-hand',
    what: 'mark a refund due as paid by hand (none is due)',
    url: (r) => `/api/payments/orders/${r.pendingOrderId}/refunded-by-hand`,
    expected: ADMIN_ONLY(409),
  },
  {
    method: 'GET',
    route: '/api/payments/return/:method/:locale',
    what: "a provider's return (names no payment)",
    url: () => '/api/payments/return/bkash/en?paymentID=NONE&status=success',
    expected: { anonymous: 303, customer: 303, otherCustomer: 303, blocked: 303, admin: 303 },
  },
  {
    method: 'POST',
    route: '/api/payments/return/:method/:locale',
    what: "a provider's posted return (names no payment)",
    url: () => '/api/payments/return/sslcommerz/en',
    body: () => ({ tran_id: 'NONE', status: 'VALID' }),
    expected: { anonymous: 303, customer: 303, otherCustomer: 303, blocked: 303, admin: 303 },
  },
  {
    method: 'POST',
    route: '/api/payments/notice/:method',
    what: "a provider's notice (names no payment)",
    url: () => '/api/payments/notice/sslcommerz',
    body: () => ({ tran_id: 'NONE', status: 'VALID' }),
    expected: ALL_200,
  },
  // ---- promotions (issue 35): a signed-in reader checks a code; the codes are the shop's
  {
    method: 'POST',
    route: '/api/promotions/check',
    what: 'check a promo code against a cart (no such code)',
    url: () => '/api/promotions/check',
    body: (r) => ({ code: 'NOSUCHCODE', books: [{ book: r.bookId, quantity: 1 }] }),
    expected: ACTIVE_USERS(400),
  },
  { method: 'GET', route: '/api/promotions/member-offer', what: "the new member's discount of the caller", url: () => '/api/promotions/member-offer', expected: ACTIVE_USERS(200) },
  { method: 'GET', route: '/api/promotions', what: 'every promo code', url: () => '/api/promotions', expected: ADMIN_ONLY(200) },
  {
    method: 'POST',
    route: '/api/promotions',
    what: 'create a promo code',
    url: () => '/api/promotions',
    body: (r) => ({ code: `T${r.unique.replace(/[^a-zA-Z0-9]/g, '').slice(0, 20)}`, kind: 'percent', percent: 10, currency: 'USD' }),
    expected: ADMIN_ONLY(201),
  },
  {
    method: 'PATCH',
    route: '/api/promotions/:id',
    what: 'change a promo code (no such code)',
    url: () => `/api/promotions/${NO_SUCH_ID}`,
    body: () => ({ active: false }),
    expected: ADMIN_ONLY(404),
  },
  // ---- book requests (issue 34): anyone asks for a book (a visitor with a contact); the requests are the shop's
  {
    method: 'POST',
    route: '/api/book-requests',
    what: 'ask the shop for a book it does not have',
    url: () => '/api/book-requests',
    body: (r) => ({ title: `Wanted ${r.unique}`, author: 'Table Author', email: `asker-${r.unique}@example.test` }),
    expected: { anonymous: 201, customer: 201, otherCustomer: 201, blocked: 403, admin: 201 },
  },
  { method: 'GET', route: '/api/book-requests', what: 'the book requests, grouped by book', url: () => '/api/book-requests', expected: ADMIN_ONLY(200) },
  {
    method: 'POST',
    route: '/api/book-requests/fulfil',
    what: "fulfil a group's requests with a book",
    url: () => '/api/book-requests/fulfil',
    body: (r) => ({ titleKey: `wanted ${r.unique}`, authorKey: 'table author', bookId: r.bookId }),
    expected: ADMIN_ONLY(200),
  },
  // ---- categories, publishers, series (issue 34): anyone reads them; admins change them
  { method: 'GET', route: '/api/categories', what: 'the category tree', url: () => '/api/categories', expected: ALL_200 },
  { method: 'GET', route: '/api/admin/categories', what: 'the category tree with archived ones', url: () => '/api/admin/categories', expected: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/categories/:slug', what: "a category's page", url: () => '/api/categories/poetry', expected: ALL_200 },
  {
    method: 'POST',
    route: '/api/categories',
    what: 'add a category',
    url: () => '/api/categories',
    body: (r) => ({ nameEn: `Shelf ${r.unique}`, nameBn: `তাক ${r.unique}` }),
    expected: ADMIN_ONLY(201),
  },
  {
    method: 'PATCH',
    route: '/api/categories/:id',
    what: 'rename a category (no such category)',
    url: () => `/api/categories/${NO_SUCH_ID}`,
    body: () => ({ nameEn: 'Renamed' }),
    expected: ADMIN_ONLY(404),
  },
  {
    method: 'POST',
    route: '/api/categories/:id/merge',
    what: 'merge a category (no such category)',
    url: () => `/api/categories/${NO_SUCH_ID}/merge`,
    body: () => ({ into: NO_SUCH_ID }),
    expected: ADMIN_ONLY(404),
  },
  { method: 'GET', route: '/api/publishers', what: 'the publishers', url: () => '/api/publishers', expected: ALL_200 },
  {
    method: 'GET',
    route: '/api/publishers/:slug',
    what: "a publisher's page (no such publisher)",
    url: () => '/api/publishers/no-such-press',
    expected: { anonymous: 404, customer: 404, otherCustomer: 404, blocked: 404, admin: 404 },
  },
  {
    method: 'POST',
    route: '/api/publishers',
    what: 'add a publisher',
    url: () => '/api/publishers',
    body: (r) => ({ nameEn: `Press ${r.unique}`, nameBn: `প্রকাশনী ${r.unique}` }),
    expected: ADMIN_ONLY(201),
  },
  {
    method: 'PATCH',
    route: '/api/publishers/:id',
    what: 'rename a publisher (no such publisher)',
    url: () => `/api/publishers/${NO_SUCH_ID}`,
    body: () => ({ nameEn: 'Renamed' }),
    expected: ADMIN_ONLY(404),
  },
  { method: 'GET', route: '/api/series', what: 'the series', url: () => '/api/series', expected: ALL_200 },
  {
    method: 'GET',
    route: '/api/series/:slug',
    what: "a series' page (no such series)",
    url: () => '/api/series/no-such-series',
    expected: { anonymous: 404, customer: 404, otherCustomer: 404, blocked: 404, admin: 404 },
  },
  {
    method: 'POST',
    route: '/api/series',
    what: 'add a series',
    url: () => '/api/series',
    body: (r) => ({ nameEn: `Series ${r.unique}`, nameBn: `সিরিজ ${r.unique}` }),
    expected: ADMIN_ONLY(201),
  },
  {
    method: 'PATCH',
    route: '/api/series/:id',
    what: 'rename a series (no such series)',
    url: () => `/api/series/${NO_SUCH_ID}`,
    body: () => ({ nameEn: 'Renamed' }),
    expected: ADMIN_ONLY(404),
  },
  // ---- sales (issue 35): scheduled sales are the shop's
  { method: 'GET', route: '/api/sales', what: 'every scheduled sale', url: () => '/api/sales', expected: ADMIN_ONLY(200) },
  {
    method: 'POST',
    route: '/api/sales',
    what: 'create a scheduled sale (one in the past: it changes no price)',
    url: () => '/api/sales',
    body: (r) => ({
      name: { en: `Sale ${r.unique}`, bn: `সেল ${r.unique}` },
      kind: 'percent',
      percent: 10,
      startsAt: '2020-01-01T00:00:00.000Z',
      endsAt: '2020-01-02T00:00:00.000Z',
      categories: ['Poetry'],
    }),
    expected: ADMIN_ONLY(201),
  },
  {
    method: 'PATCH',
    route: '/api/sales/:id',
    what: 'change a scheduled sale (no such sale)',
    url: () => `/api/sales/${NO_SUCH_ID}`,
    body: () => ({ active: false }),
    expected: ADMIN_ONLY(404),
  },
  // ---- reports (issue 16): the shop's figures and its low-stock list are for admins only
  { method: 'GET', route: '/api/reports/sales', what: 'sales report', url: () => '/api/reports/sales?from=2026-01-01&to=2026-01-31&groupBy=week', expected: ADMIN_ONLY(200) },
  {
    method: 'GET',
    route: '/api/reports/sales.csv',
    what: 'a table of the sales report as CSV',
    url: () => '/api/reports/sales.csv?from=2026-01-01&to=2026-01-31&table=books',
    expected: ADMIN_ONLY(200),
  },
  { method: 'GET', route: '/api/reports/low-stock', what: 'low-stock list', url: () => '/api/reports/low-stock', expected: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/reports/low-stock.csv', what: 'low-stock list as CSV', url: () => '/api/reports/low-stock.csv', expected: ADMIN_ONLY(200) },
  {
    method: 'PATCH',
    route: '/api/reports/low-stock/threshold',
    what: 'set the low-stock threshold',
    url: () => '/api/reports/low-stock/threshold',
    body: () => ({ threshold: 4 }),
    expected: ADMIN_ONLY(200),
  },
  { method: 'PATCH', route: '/api/reports/low-stock/:id', what: 'restock a book', url: (r) => `/api/reports/low-stock/${r.bookId}`, body: () => ({ quantity: 12 }), expected: ADMIN_ONLY(200) },
  // ---- the audit log (issue 16): read by admins only; no route changes or deletes an entry
  { method: 'GET', route: '/api/audit', what: 'the audit log', url: (r) => `/api/audit?actor=${r.adminId}&kind=book.updated&from=2026-01-01&to=2026-12-31&limit=10`, expected: ADMIN_ONLY(200) },
  {
    method: 'PATCH',
    route: '/api/orders/:id/status',
    what: "cancel the customer's pending order",
    url: (r) => `/api/orders/${r.pendingOrderId}/status`,
    body: () => ({ status: 'cancelled' }),
    expected: { anonymous: 401, customer: 200, otherCustomer: 404, blocked: 403, admin: 200 },
  },
  {
    method: 'PATCH',
    route: '/api/orders/:id/status',
    what: "process the customer's pending order",
    url: (r) => `/api/orders/${r.pendingOrderId}/status`,
    body: () => ({ status: 'processing' }),
    expected: { anonymous: 401, customer: 409, otherCustomer: 404, blocked: 403, admin: 200 },
  },
  {
    method: 'PATCH',
    route: '/api/orders/:id/status',
    what: "complete the customer's pending order (skips processing)",
    url: (r) => `/api/orders/${r.pendingOrderId}/status`,
    body: () => ({ status: 'completed' }),
    expected: { anonymous: 401, customer: 409, otherCustomer: 404, blocked: 403, admin: 409 },
  },
  {
    method: 'DELETE',
    route: '/api/orders/:id',
    what: "delete the customer's cancelled order from their list",
    url: (r) => `/api/orders/${r.cancelledOrderId}`,
    expected: { anonymous: 401, customer: 200, otherCustomer: 404, blocked: 403, admin: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/orders/:id',
    what: "delete the customer's pending order (must cancel first)",
    url: (r) => `/api/orders/${r.pendingOrderId}`,
    expected: { anonymous: 401, customer: 409, otherCustomer: 404, blocked: 403, admin: 404 },
  },
  // ---- reviews: a buyer (completed order) rates a book once; owners edit and delete theirs, admins delete and hide any
  { method: 'GET', route: '/api/books/:id/reviews', what: "a book's reviews", url: (r) => `/api/books/${r.reviewedBookId}/reviews`, expected: ALL_200 },
  {
    method: 'GET',
    route: '/api/books/:id/reviews/mine',
    what: 'own review of a book and whether one may be written',
    url: (r) => `/api/books/${r.reviewedBookId}/reviews/mine`,
    expected: ACTIVE_USERS(200),
  },
  {
    method: 'POST',
    route: '/api/books/:id/reviews',
    what: 'review a book never bought (no completed order)',
    url: (r) => `/api/books/${r.bookId}/reviews`,
    body: () => ({ rating: 4, text: 'Nice' }),
    expected: { anonymous: 401, customer: 403, otherCustomer: 403, blocked: 403, admin: 403 },
  },
  {
    method: 'POST',
    route: '/api/books/:id/reviews',
    what: 'review again a book the customer bought and reviewed',
    url: (r) => `/api/books/${r.reviewedBookId}/reviews`,
    body: () => ({ rating: 4 }),
    expected: { anonymous: 401, customer: 409, otherCustomer: 403, blocked: 403, admin: 403 },
  },
  { method: 'GET', route: '/api/reviews/featured', what: "the home page's quoted reviews", url: () => '/api/reviews/featured', expected: ALL_200 },
  { method: 'GET', route: '/api/reviews', what: 'every review (moderation)', url: () => '/api/reviews', expected: ADMIN_ONLY(200) },
  {
    method: 'PATCH',
    route: '/api/reviews/:id',
    what: "edit the customer's review",
    url: (r) => `/api/reviews/${r.reviewId}`,
    body: () => ({ rating: 3 }),
    expected: { anonymous: 401, customer: 200, otherCustomer: 403, blocked: 403, admin: 403 },
  },
  {
    method: 'PATCH',
    route: '/api/reviews/:id/visibility',
    what: "hide the customer's review",
    url: (r) => `/api/reviews/${r.reviewId}/visibility`,
    body: () => ({ hidden: true }),
    expected: ADMIN_ONLY(200),
  },
  {
    method: 'DELETE',
    route: '/api/reviews/:id',
    what: "delete the customer's review",
    url: (r) => `/api/reviews/${r.reviewId}`,
    expected: { anonymous: 401, customer: 200, otherCustomer: 403, blocked: 403, admin: 200 },
  },
  // ---- the bell (a notification of someone else, or none, is a 404: modules/notifications tests the owner's own)
  { method: 'GET', route: '/api/notifications', what: 'own notifications', url: () => '/api/notifications', expected: ACTIVE_USERS(200) },
  { method: 'POST', route: '/api/notifications/read-all', what: 'mark own notifications read', url: () => '/api/notifications/read-all', expected: ACTIVE_USERS(200) },
  {
    method: 'POST',
    route: '/api/notifications/:id/read',
    what: "mark a notification read that is not the caller's",
    url: () => '/api/notifications/00000000-0000-4000-8000-000000000000/read',
    expected: { anonymous: 401, customer: 404, otherCustomer: 404, blocked: 403, admin: 404 },
  },
  // ---- what an account keeps: wishlist, cart, saved addresses (someone else's address is a 404, as for orders)
  { method: 'GET', route: '/api/wishlist', what: 'own wishlist', url: () => '/api/wishlist', expected: ACTIVE_USERS(200) },
  { method: 'PUT', route: '/api/wishlist/:bookId', what: 'wish a book', url: (r) => `/api/wishlist/${r.bookId}`, expected: ACTIVE_USERS(200) },
  { method: 'DELETE', route: '/api/wishlist/:bookId', what: 'take a book off own wishlist', url: (r) => `/api/wishlist/${r.bookId}`, expected: ACTIVE_USERS(200) },
  { method: 'GET', route: '/api/cart', what: 'own cart', url: () => '/api/cart', expected: ACTIVE_USERS(200) },
  { method: 'PUT', route: '/api/cart', what: 'replace own cart', url: () => '/api/cart', body: (r) => ({ lines: [{ book: r.bookId, quantity: 1 }] }), expected: ACTIVE_USERS(200) },
  { method: 'GET', route: '/api/addresses', what: 'own saved addresses', url: () => '/api/addresses', expected: ACTIVE_USERS(200) },
  { method: 'POST', route: '/api/addresses', what: 'save an address', url: () => '/api/addresses', body: () => ADDRESS, expected: ACTIVE_USERS(201) },
  {
    method: 'PATCH',
    route: '/api/addresses/:id',
    what: "edit the customer's address",
    url: (r) => `/api/addresses/${r.addressId}`,
    body: () => ({ label: 'Office' }),
    expected: { anonymous: 401, customer: 200, otherCustomer: 404, blocked: 403, admin: 404 },
  },
  {
    method: 'POST',
    route: '/api/addresses/:id/default',
    what: "make the customer's address the default",
    url: (r) => `/api/addresses/${r.addressId}/default`,
    expected: { anonymous: 401, customer: 200, otherCustomer: 404, blocked: 403, admin: 404 },
  },
  {
    method: 'DELETE',
    route: '/api/addresses/:id',
    what: "delete the customer's address",
    url: (r) => `/api/addresses/${r.addressId}`,
    expected: { anonymous: 401, customer: 200, otherCustomer: 404, blocked: 403, admin: 404 },
  },
  // ---- dashboards and health
  // ---- the home page from the catalogue (issue 15)
  { method: 'GET', route: '/api/home', what: 'the home page: real books, collections, stats, sale', url: () => '/api/home', expected: ALL_200 },
  { method: 'GET', route: '/api/books/:id/also-bought', what: 'readers also bought', url: (r) => `/api/books/${r.bookId}/also-bought`, expected: ALL_200 },
  { method: 'GET', route: '/api/admin/home', what: 'the curated collections and the sale end', url: () => '/api/admin/home', expected: ADMIN_ONLY(200) },
  {
    method: 'PUT',
    route: '/api/admin/home/collections/:collection/:bookId',
    what: 'put a book into Staff Picks',
    url: (r) => `/api/admin/home/collections/staffPicks/${r.bookId}`,
    expected: ADMIN_ONLY(200),
  },
  {
    method: 'DELETE',
    route: '/api/admin/home/collections/:collection/:bookId',
    what: 'take a book out of Award Winners',
    url: (r) => `/api/admin/home/collections/awardWinners/${r.bookId}`,
    expected: ADMIN_ONLY(200),
  },
  { method: 'PUT', route: '/api/admin/home/sale', what: 'set when the sale ends', url: () => '/api/admin/home/sale', body: () => ({ endsAt: null }), expected: ADMIN_ONLY(200) },
  { method: 'GET', route: '/api/stats/dashboard', what: 'dashboard tiles', url: () => '/api/stats/dashboard', expected: ACTIVE_USERS(200) },
  { method: 'GET', route: '/api/health', what: 'health check', url: () => '/api/health', expected: ALL_200 },
  { method: 'GET', route: '/api/settings', what: "the shop's public settings (currency, zones, contact)", url: () => '/api/settings', expected: ALL_200 },
  { method: 'GET', route: '/api/settings/pages/:page', what: 'a policy page in both languages', url: () => '/api/settings/pages/terms', expected: ALL_200 },
  { method: 'GET', route: '/api/admin/settings', what: 'every setting of the shop', url: () => '/api/admin/settings', expected: ADMIN_ONLY(200) },
  { method: 'PATCH', route: '/api/admin/settings', what: 'change settings (audited)', url: () => '/api/admin/settings', body: () => ({ taxPercent: 8 }), expected: ADMIN_ONLY(200) },
  {
    method: 'POST',
    route: '/api/admin/settings/currency',
    what: "change the shop's currency (refused once it has orders)",
    url: () => '/api/admin/settings/currency',
    body: () => ({ currency: 'BDT', rate: 120, rounding: 'whole' }),
    expected: ADMIN_ONLY(409),
  },
  { method: 'GET', route: '/api/site', what: 'what the web app needs to know (demo mode)', url: () => '/api/site', expected: ALL_200 },
];
