import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookImport } from '@boipoka/shared';
import { clearSession, setSession } from '../../../lib/session';
import { jsonResponse as json, renderWithProviders } from '../../../test/render-with-providers';
import { BookImportPage } from './book-import-page';
import { categoryFixture } from '../../../test/catalogue-fixtures';

const { notify } = vi.hoisted(() => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
vi.mock('../../../lib/toast', () => ({ notify }));

const ok = (data: unknown, status = 200) => json({ success: true, message: 'ok', data }, status);

const PREVIEW: BookImport = {
  id: '11111111-1111-4111-8111-111111111111',
  fileName: 'publisher.csv',
  status: 'previewed',
  createdAt: '2026-11-26T05:00:00.000Z',
  finishedAt: null,
  rows: 5,
  valid: 3,
  rejected: 2,
  toCreate: 3,
  toUpdate: 0,
  unchanged: 0,
  processed: 0,
  issues: [
    { line: 3, field: 'title', message: 'Title is required' },
    { line: 5, field: 'price', message: 'Price must be a number' },
  ],
  error: null,
  missingCategories: [],
};

/** The API as the page meets it: each call recorded; the import's progress advances on each read once started. */
function stubApi(options: { job?: BookImport; latest?: Partial<BookImport>[]; refuse?: { status: number; message: string; errors: { path: string; message: string }[] } } = {}) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  let job: BookImport = options.job ?? PREVIEW;
  let reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ path: url.pathname, method, body: init?.body });
      if (url.pathname === '/api/books/imports' && method === 'POST') {
        if (options.refuse) return json({ success: false, message: options.refuse.message, errors: options.refuse.errors }, options.refuse.status);
        return ok(job, 201);
      }
      if (url.pathname === '/api/books/imports' && method === 'GET') return ok({ imports: options.latest ?? [] });
      if (url.pathname === '/api/categories') return ok({ categories: CATEGORIES });
      if (url.pathname === `/api/books/imports/${PREVIEW.id}/start`) {
        job = { ...job, status: 'importing', toCreate: 0 };
        return ok(job, 202);
      }
      if (url.pathname === `/api/books/imports/${PREVIEW.id}`) {
        if (job.status === 'importing') {
          reads += 1;
          job = reads >= 2 ? { ...job, status: 'done', processed: 3, toCreate: 3, finishedAt: '2026-11-26T05:01:00.000Z' } : { ...job, processed: 1, toCreate: 1 };
        }
        return ok(job);
      }
      return json({ success: false, message: 'unexpected' }, 500);
    }),
  );
  return calls;
}

const category = categoryFixture;
const FICTION_ID = '22222222-2222-4222-8222-222222222222';
const CATEGORIES = [category(FICTION_ID, 'fiction', 'Fiction', 'কথাসাহিত্য'), category('33333333-3333-4333-8333-333333333333', 'novel', 'Novel', 'উপন্যাস', FICTION_ID)];

const csvFile = () => new File(['title,author\n'], 'publisher.csv', { type: 'text/csv' });

describe('BookImportPage', () => {
  beforeEach(() => {
    setSession({ user: { _id: 'a1', name: 'Admin', email: 'admin@boipoka.test', role: 'admin' }, accessToken: 'token', refreshToken: 'refresh' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
    vi.clearAllMocks();
  });

  it('checks a file, lists each bad row with its line, column and problem, imports the valid rows and follows the progress', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<BookImportPage />, { route: '/dashboard/book-import' });

    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    expect(screen.getByTestId('import-chosen')).toHaveTextContent('publisher.csv');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));

    const sent = calls.find((call) => call.method === 'POST' && call.path === '/api/books/imports');
    expect(sent?.body).toBeInstanceOf(FormData);
    expect(((sent!.body as FormData).get('file') as File).name).toBe('publisher.csv');

    expect(await screen.findByTestId('import-count-toCreate')).toHaveTextContent('3');
    expect(screen.getByTestId('import-count-rejected')).toHaveTextContent('2');
    const rows = within(screen.getByTestId('import-issues')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', 'Title title', 'Title is required'],
      ['5', 'Price price', 'Price must be a number'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Import 3 books' }));
    // No missing categories: started as before, with no body.
    expect(calls.find((call) => call.method === 'POST' && call.path.endsWith('/start'))?.body).toBeUndefined();
    const bar = await screen.findByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    expect(await screen.findByText('Import finished: 3 books added, 0 updated, 0 unchanged.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('import-count-created')).toHaveTextContent('3');
  });

  it('shows why the server refused a file as a whole, with the cells it names', async () => {
    stubApi({
      refuse: {
        status: 400,
        message:
          'A cell starts with = + - or @ (spaces before it count too), a tab or a line break, and would run as a formula in a spreadsheet: remove the sign, or start the cell with an apostrophe',
        errors: [{ path: 'file', message: 'Line 3, column "title"' }],
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BookImportPage />, { route: '/dashboard/book-import' });
    await user.upload(screen.getByLabelText('CSV file'), csvFile());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('would run as a formula');
    expect(within(alert).getByTestId('import-refusal-details')).toHaveTextContent('Line 3, column "title"');
  });

  it('asks for a file before checking, and refuses one over 20 MB without sending it', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderWithProviders(<BookImportPage />, { route: '/dashboard/book-import' });
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV file first.');
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('CSV file'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('larger than 20 MB');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('a file that would change nothing offers no import', async () => {
    stubApi({ job: { ...PREVIEW, valid: 5, rejected: 0, issues: [], toCreate: 0, unchanged: 5 } });
    renderWithProviders(<BookImportPage />, { route: `/dashboard/book-import?import=${PREVIEW.id}` });
    expect(await screen.findByText('Every book of this file is already in the shop as the file has it: importing it would change nothing.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Import \d/ })).toBeNull();
    expect(screen.queryByTestId('import-issues')).toBeNull();
  });

  it('coming back while an import runs shows that import', async () => {
    const running: BookImport = { ...PREVIEW, status: 'importing', toCreate: 0 };
    stubApi({ job: running, latest: [running] });
    renderWithProviders(<BookImportPage />, { route: '/dashboard/book-import' });
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText(/publisher\.csv/)).toBeInTheDocument();
  });

  it('offers each category the file names that the shop lacks: create it (under the parent chosen) or not, sent when the import starts', async () => {
    const calls = stubApi({
      job: {
        ...PREVIEW,
        missingCategories: [
          { name: 'থ্রিলার', rows: 2 },
          { name: 'Admission Guides', rows: 1 },
        ],
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<BookImportPage />, { route: `/dashboard/book-import?import=${PREVIEW.id}` });
    const offers = await screen.findAllByTestId('missing-category');
    expect(offers.map((offer) => offer.querySelector('p')?.textContent)).toEqual(['থ্রিলার (2 books)', 'Admission Guides (1 book)']);

    // The first under Fiction › Novel; the second not created.
    const parent = within(offers[0]!).getByLabelText('Put it under');
    await within(parent).findByRole('option', { name: 'Fiction › Novel' });
    await user.selectOptions(parent, '33333333-3333-4333-8333-333333333333');
    await user.click(within(offers[1]!).getByRole('checkbox', { name: 'Create “Admission Guides”' }));
    expect(within(offers[1]!).queryByLabelText('Put it under')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Import 3 books' }));
    const start = calls.find((call) => call.method === 'POST' && call.path.endsWith('/start'));
    expect(JSON.parse(String(start?.body))).toEqual({ createCategories: [{ name: 'থ্রিলার', parentId: '33333333-3333-4333-8333-333333333333' }] });
  });
});
