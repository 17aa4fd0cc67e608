import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry, AuditList } from '@boipoka/shared';
import { activateLocale, loadLocale } from '../../../lib/i18n';
import { clearSession, setSession } from '../../../lib/session';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { AuditPage } from './audit-page';

const ok = (data: unknown) => json({ success: true, message: 'ok', data });
const NUSRAT = { _id: '11111111-1111-4111-8111-111111111111', name: 'Nusrat Jahan', email: 'nusrat@boipoka.test' };
const RAFIQ = { _id: '22222222-2222-4222-8222-222222222222', name: 'Rafiq Islam', email: 'rafiq@boipoka.test' };

const EDIT: AuditEntry = {
  _id: '42',
  kind: 'book.updated',
  createdAt: '2026-03-05T08:30:00.000Z',
  actor: NUSRAT,
  target: { type: 'book', id: 'b1', label: 'Aguner Poroshmoni' },
  changes: [
    { field: 'price', before: 12, after: 14.5 },
    { field: 'category', before: 'Fiction', after: 'Poetry' },
    { field: 'listPrice', before: null, after: 18 },
  ],
  details: null,
};
const STATUS: AuditEntry = {
  _id: '41',
  kind: 'order.status_changed',
  createdAt: '2026-03-04T10:00:00.000Z',
  actor: RAFIQ,
  target: { type: 'order', id: 'o7', label: 'BP-000007' },
  changes: [{ field: 'status', before: 'pending', after: 'processing' }],
  details: null,
};
const BLOCK: AuditEntry = {
  _id: '38',
  kind: 'user.blocked',
  createdAt: '2026-03-01T10:00:00.000Z',
  actor: RAFIQ,
  target: { type: 'user', id: 'u5', label: 'karim@example.test' },
  changes: [{ field: 'role', before: 'user', after: 'Blocked' }],
  details: null,
};
const BULK: AuditEntry = {
  _id: '40',
  kind: 'books.bulk_changed',
  createdAt: '2026-03-03T10:00:00.000Z',
  actor: RAFIQ,
  target: null,
  changes: [],
  details: { action: 'stock', quantity: 20, scope: 'search', q: 'himu', count: 3 },
};
const BULK_BATCH: AuditEntry = {
  _id: '44',
  kind: 'books.bulk_changed',
  createdAt: '2026-03-06T10:00:00.000Z',
  actor: RAFIQ,
  target: null,
  changes: [],
  details: { action: 'archive', scope: 'search', q: 'old stock', count: 250, batch: { from: 1001, to: 1250, of: 5560 } },
};
const BULK_MOVE: AuditEntry = {
  _id: '45',
  kind: 'books.bulk_changed',
  createdAt: '2026-03-07T10:00:00.000Z',
  actor: RAFIQ,
  target: null,
  changes: [],
  details: { action: 'category', categoryId: 'c-tafsir', categoryName: { en: 'Tafsir', bn: 'তাফসির' }, scope: 'ids', count: 12 },
};
const IMPORT_BATCH: AuditEntry = {
  _id: '43',
  kind: 'books.imported',
  createdAt: '2026-03-06T09:00:00.000Z',
  actor: NUSRAT,
  target: null,
  changes: [],
  details: { fileName: 'publisher-march.csv', importId: 'i1', lines: { first: 2, last: 201 }, created: 198, updated: 2, unchanged: 0, rejected: 0 },
};
const IMPORT: AuditEntry = {
  _id: '39',
  kind: 'books.imported',
  createdAt: '2026-03-02T10:00:00.000Z',
  actor: NUSRAT,
  target: null,
  changes: [],
  details: { fileName: 'publisher-march.csv', created: 120, updated: 8, unchanged: 2, rejected: 1 },
};

const KARIM = { _id: '33333333-3333-4333-8333-333333333333', name: 'Karim', email: 'karim@example.test' };
const RESET_ASKED: AuditEntry = {
  _id: '36',
  kind: 'user.password_reset_requested',
  createdAt: '2026-02-28T09:00:00.000Z',
  actor: KARIM,
  target: { type: 'user', id: KARIM._id, label: KARIM.email },
  changes: [],
  details: { ip: '203.0.113.50' },
};
const RESET_DONE: AuditEntry = {
  _id: '37',
  kind: 'user.password_reset',
  createdAt: '2026-02-28T09:05:00.000Z',
  actor: KARIM,
  target: { type: 'user', id: KARIM._id, label: KARIM.email },
  changes: [],
  details: { ip: '203.0.113.51' },
};

/** A change of settings (issue 31): the zones and the shop's details are whole parts, said by what changed in them. */
const STANDARD = {
  id: 'standard',
  name: { en: 'Standard delivery', bn: 'সাধারণ ডেলিভারি' },
  districts: [],
  upazilas: [],
  everywhereElse: true,
  charge: { amountMinor: 599, currency: 'USD' },
  days: { min: 3, max: 5 },
};
const DHAKA = {
  id: 'inside-dhaka',
  name: { en: 'Inside Dhaka', bn: 'ঢাকার ভেতরে' },
  districts: ['Dhaka'],
  upazilas: [],
  everywhereElse: false,
  charge: { amountMinor: 350, currency: 'USD' },
  days: { min: 1, max: 2 },
};
const HOURS = { sat: { open: '09:00', close: '21:00' }, fri: { open: '10:00', close: '18:00' } };
const SETTINGS: AuditEntry = {
  _id: '45',
  kind: 'settings.changed',
  createdAt: '2026-03-07T10:00:00.000Z',
  actor: NUSRAT,
  target: { type: 'setting', id: 'shop', label: 'shop' },
  changes: [
    { field: 'zones', before: [STANDARD], after: [{ ...STANDARD, charge: { amountMinor: 649, currency: 'USD' } }, DHAKA] },
    { field: 'taxPercent', before: 8, after: 0 },
    { field: 'shop', before: { name: { en: 'Boipoka', bn: 'বইপোকা' }, hours: HOURS }, after: { name: { en: 'Boipoka', bn: 'বইপোকা' }, hours: { ...HOURS, fri: null } } },
  ],
  details: null,
};

/** Answers by cursor ('first' without one); a filter by kind gets only the entries of that kind. */
function stubApi(pages: Record<string, AuditList>) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/audit') return json({ success: false, message: 'unexpected' }, 500);
      asked.push(url.searchParams);
      const page = pages[url.searchParams.get('cursor') ?? 'first'] ?? { entries: [], nextCursor: null, admins: [NUSRAT, RAFIQ] };
      const kind = url.searchParams.get('kind');
      return ok(kind ? { ...page, entries: page.entries.filter((entry) => entry.kind === kind) } : page);
    }),
  );
  return asked;
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const renderPage = (route = '/dashboard/audit') =>
  renderWithProviders(
    <>
      <AuditPage />
      <Location />
    </>,
    { route },
  );

describe('Audit log page', () => {
  beforeEach(() => setSession({ user: { _id: NUSRAT._id, name: NUSRAT.name, email: NUSRAT.email, role: 'admin' }, accessToken: 'token', refreshToken: 'refresh' }));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists each change readably: what, on what, by whom, and every edited field before → after in words', async () => {
    stubApi({ first: { entries: [EDIT, STATUS, BULK, IMPORT, BLOCK], nextCursor: null, admins: [NUSRAT, RAFIQ] } });
    renderPage();
    const entries = await screen.findAllByTestId('audit-entry');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual(['Book edited', 'Order status changed', 'Bulk change of books', 'Books imported', 'User blocked']);

    const edit = entries[0]!;
    expect(within(edit).getByRole('link', { name: 'Book: Aguner Poroshmoni' })).toHaveAttribute('href', '/product-details/b1');
    expect(edit).toHaveTextContent('By Nusrat Jahan (nusrat@boipoka.test)');
    const fields = within(within(edit).getByLabelText('What changed'));
    expect(fields.getAllByRole('term').map((term) => term.textContent)).toEqual(['Price', 'Category', 'Regular price']);
    expect(fields.getAllByRole('definition').map((value) => value.textContent)).toEqual(['$12.00→ changed to $14.50', 'Fiction→ changed to Poetry', 'none→ changed to $18.00']);

    expect(within(entries[1]!).getByRole('link', { name: 'Order BP-000007' })).toHaveAttribute('href', '/dashboard/order-dashboard/o7');
    expect(entries[1]).toHaveTextContent('Pending→ changed to Processing');
    expect(entries[2]).toHaveTextContent('Set the stock of 3 books to 20');
    expect(entries[2]).toHaveTextContent('Every book the search found: “himu”');
    expect(entries[3]).toHaveTextContent('publisher-march.csv: 120 added, 8 updated, 2 unchanged, 1 rejected');
    expect(within(entries[4]!).getByRole('link', { name: 'User: karim@example.test' })).toHaveAttribute('href', '/dashboard/user-management');
    expect(entries[4]).toHaveTextContent('AccountActive→ changed to Blocked');
  });

  it('shows password resets, asked for and done, with the account and the address they came from', async () => {
    stubApi({ first: { entries: [RESET_DONE, RESET_ASKED], nextCursor: null, admins: [NUSRAT] } });
    renderPage();
    const entries = await screen.findAllByTestId('audit-entry');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual(['Password reset', 'Password reset asked for']);
    expect(within(entries[0]!).getByRole('link', { name: 'User: karim@example.test' })).toBeInTheDocument();
    expect(entries[0]).toHaveTextContent('Done with the mailed link, from the address 203.0.113.51.');
    expect(entries[1]).toHaveTextContent("Asked for from the address 203.0.113.50; the link went to the account's e-mail only.");
    expect(entries[0]).not.toHaveTextContent('By Karim');
    expect(screen.getByRole('option', { name: 'Password reset asked for' })).toHaveValue('user.password_reset_requested');
  });

  it('says which part of a bulk action or an import an entry of one of its batches covers, and where books moved to, in English and in Bangla', async () => {
    stubApi({ first: { entries: [BULK_BATCH, IMPORT_BATCH, BULK_MOVE, BULK], nextCursor: null, admins: [NUSRAT, RAFIQ] } });
    const english = renderPage();
    const [bulk, imported, moved] = await screen.findAllByTestId('audit-entry');
    expect(moved).toHaveTextContent('Moved 12 books to Tafsir');
    expect(bulk).toHaveTextContent('Deleted 250 books');
    expect(bulk).toHaveTextContent('One batch of the action: books 1,001–1,250 of 5,560');
    expect(imported).toHaveTextContent('publisher-march.csv: 198 added, 2 updated, 0 unchanged, 0 rejected');
    expect(imported).toHaveTextContent('One batch of the import: lines 2–201 of the file');
    english.unmount();

    await loadLocale('bn');
    activateLocale('bn');
    try {
      renderPage();
      const [bulkBn, importedBn, movedBn, stockBn] = await screen.findAllByTestId('audit-entry');
      expect(movedBn).toHaveTextContent('তাফসির');
      expect(movedBn).toHaveTextContent('১২');
      expect(stockBn).toHaveTextContent('২০');
      expect(stockBn).not.toHaveTextContent('20');
      expect(bulkBn).toHaveTextContent('কাজটির একটি ধাপ: ৫,৫৬০টি বইয়ের ১,০০১–১,২৫০ নম্বর');
      expect(importedBn).toHaveTextContent('ইমপোর্টের একটি ধাপ: ফাইলের ২–২০১ নম্বর লাইন');
    } finally {
      activateLocale('en');
    }
  });

  it('says a change of the shop’s settings by what changed: each zone’s charge and days, the tax, a day now closed', async () => {
    stubApi({ first: { entries: [SETTINGS], nextCursor: null, admins: [NUSRAT] } });
    const english = renderPage();
    const [entry] = await screen.findAllByTestId('audit-entry');
    expect(within(entry!).getByRole('heading')).toHaveTextContent('Setting changed');
    const fields = within(within(entry!).getByLabelText('What changed'));
    expect(fields.getAllByRole('term').map((term) => term.textContent)).toEqual(['Delivery zones', 'Tax rate', 'Shop details']);
    const [zones, tax, shop] = fields.getAllByRole('definition');
    expect(zones).toHaveTextContent('Standard delivery: $5.99, 3–5 days, everywhere else→ changed to $6.49, 3–5 days, everywhere else');
    expect(zones).toHaveTextContent('Inside Dhaka: none→ changed to $3.50, 1–2 days, 1 district');
    expect(tax).toHaveTextContent('8%→ changed to 0%');
    expect(shop).toHaveTextContent('Friday: 10:00–18:00→ changed to none');
    expect(shop).not.toHaveTextContent('Saturday');
    english.unmount();

    await loadLocale('bn');
    activateLocale('bn');
    try {
      renderPage();
      const [entryBn] = await screen.findAllByTestId('audit-entry');
      expect(entryBn).toHaveTextContent('সাধারণ ডেলিভারি: ৫.৯৯ US$, ৩–৫ দিন, বাকি সব জায়গা');
      expect(entryBn).toHaveTextContent('শুক্রবার: ১০:০০–১৮:০০');
    } finally {
      activateLocale('en');
    }
  });

  it('reads its filters from the address, asks the server with them, and writes each change back to the address', async () => {
    const asked = stubApi({ first: { entries: [STATUS], nextCursor: null, admins: [NUSRAT, RAFIQ] } });
    renderPage(`/dashboard/audit?actor=${RAFIQ._id}&kind=order.status_changed`);
    await screen.findAllByTestId('audit-entry');
    expect(Object.fromEntries(asked[0]!)).toEqual({ actor: RAFIQ._id, kind: 'order.status_changed' });
    expect(screen.getByLabelText('Admin')).toHaveValue(RAFIQ._id);
    expect(screen.getByLabelText('Kind of change')).toHaveValue('order.status_changed');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Kind of change'), 'book.updated');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`?actor=${RAFIQ._id}&kind=book.updated&from=2026-03-01`));
    await waitFor(() => expect(Object.fromEntries(asked[asked.length - 1]!)).toEqual({ actor: RAFIQ._id, kind: 'book.updated', from: '2026-03-01' }));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getByTestId('location')).toBeEmptyDOMElement());
  });

  it('does not ask for an end day before the start day, and says why', async () => {
    const asked = stubApi({});
    renderPage('/dashboard/audit?from=2026-03-10&to=2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The end date must be on or after the start date.');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);
  });

  it('shows older entries on demand, continuing after the last one read', async () => {
    const asked = stubApi({ first: { entries: [EDIT], nextCursor: '42', admins: [NUSRAT] }, 42: { entries: [STATUS], nextCursor: null, admins: [NUSRAT] } });
    renderPage();
    await screen.findAllByTestId('audit-entry');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(2));
    expect(asked[1]!.get('cursor')).toBe('42');
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
  });
});
