import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderAdmin, signInAsAdmin, signOut, stubFetch as stubBookFetch, type FetchHandler } from '../__tests__/render-admin';
import { AddBookPage } from '../pages/add-book-page';
import { catalogueAnswer, FELUDA_ID, NOVEL_ID, POETRY_ID } from '../__tests__/catalogue-fixtures';

/** The form reads the category tree, the publishers and the series; every other call goes to the test's handler. */
const stubFetch = (handler: FetchHandler) => stubBookFetch((url, init) => catalogueAnswer(url, init) ?? handler(url, init));
/** The calls that write: the form's reads of the catalogue lists are not the book. */
const writes = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') !== 'GET');

beforeEach(() => {
  stubFetch(() => jsonResponse({ success: false, message: 'not stubbed' }, 500));
});

afterEach(() => {
  signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function fillValidBook(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'Gitanjali');
  await user.type(screen.getByLabelText('Author'), 'Rabindranath Tagore');
  await user.type(screen.getByLabelText('Price'), '12.50');
  await user.type(screen.getByLabelText('Quantity'), '7');
  await user.click(await screen.findByRole('button', { name: 'Poetry' }));
  await user.type(screen.getByLabelText('Image URL'), 'https://example.com/gitanjali.jpg');
  await user.type(screen.getByLabelText('Description'), 'Song offerings, Nobel Prize 1913.');
}

// Each test types a whole book, key by key, into a form that now also lists the catalogue: more than 5 s on a busy machine.
describe('Add Book form', { timeout: 20_000 }, () => {
  it('labels its fields with the input types of the spec', () => {
    renderAdmin(<AddBookPage />);
    expect(screen.getByLabelText('Price')).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Price')).toHaveAttribute('min', '0.01');
    expect(screen.getByLabelText('Price')).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('min', '1');
    expect(screen.getByLabelText('Image URL')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByRole('searchbox', { name: 'Search categories' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search publishers' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Add Book/);
  });

  it('counts description characters as n/10', async () => {
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    expect(screen.getByText('0/10')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'Poems');
    expect(screen.getByText('5/10')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), ' of love');
    expect(screen.getByText('13/10')).toBeInTheDocument();
  });

  it('previews the typed image URL and clears the preview when the image fails to load', async () => {
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    expect(screen.queryByAltText('Preview of the cover image')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Image URL'), 'https://example.com/broken.jpg');
    const preview = screen.getByAltText('Preview of the cover image');
    expect(preview).toHaveAttribute('src', 'https://example.com/broken.jpg');
    fireEvent.error(preview);
    expect(screen.queryByAltText('Preview of the cover image')).not.toBeInTheDocument();
    // A new URL gets a new chance.
    await user.type(screen.getByLabelText('Image URL'), '2');
    expect(screen.getByAltText('Preview of the cover image')).toHaveAttribute('src', 'https://example.com/broken.jpg2');
  });

  it('shows our messages under the fields and sends nothing while the form is invalid', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, message: 'ok', data: {} }, 201));
    signInAsAdmin();
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    await user.type(screen.getByLabelText('Price'), 'abc');
    await user.type(screen.getByLabelText('Quantity'), '0');
    await user.type(screen.getByLabelText('Image URL'), 'http://example.com/x.jpg');
    await user.type(screen.getByLabelText('Description'), 'too short');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Author is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be at least 0.01')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('Please select a category')).toBeInTheDocument();
    expect(screen.getByText('Image must be an https URL')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(fetchMock)).toEqual([]);
  });

  it('chooses categories from the tree by their path, the first the main one, a publisher added inline and a series with its number', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    stubFetch((url, init) => {
      const body = JSON.parse(String(init?.body));
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
      if (url.pathname === '/api/publishers')
        return jsonResponse(
          { success: true, message: 'Publisher created', data: { id: 'a0000000-0000-4000-8000-000000000009', slug: 'ittyadi', nameEn: 'Ittyadi', nameBn: 'ইত্যাদি', bookCount: 0 } },
          201,
        );
      return jsonResponse({ success: true, message: 'Book created', data: { _id: 'b1' } }, 201);
    });
    signInAsAdmin();
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    await fillValidBook(user);
    // Found by a word of its path, in either script.
    await user.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'উপন্যাস');
    await user.click(screen.getByRole('button', { name: 'Fiction › Novel' }));
    const chosen = screen.getByTestId('chosen-categories');
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Poetry', 'Fiction › Novel']);
    expect(within(within(chosen).getAllByRole('listitem')[0]!).getByText('Main')).toBeInTheDocument();
    await user.click(within(chosen).getByRole('button', { name: 'Make Fiction › Novel the main category' }));
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Fiction › Novel', 'Poetry']);

    await user.click(screen.getByRole('button', { name: '+ New publisher' }));
    const newPublisher = screen.getByRole('group', { name: 'New publisher' });
    await user.type(within(newPublisher).getByLabelText('Name in English'), 'Ittyadi');
    await user.click(within(newPublisher).getByRole('button', { name: 'Add' }));
    expect(within(newPublisher).getByLabelText('Name in Bangla')).toHaveAccessibleDescription('This field is required.');
    await user.type(within(newPublisher).getByLabelText('Name in Bangla'), 'ইত্যাদি{Enter}');
    expect(await screen.findByTestId('chosen-publisher')).toHaveTextContent('Ittyadi');

    await user.type(screen.getByRole('searchbox', { name: 'Search series' }), 'felu');
    await user.click(await screen.findByRole('button', { name: /^Feluda/ }));
    await user.type(screen.getByLabelText('Number in the series'), '3');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('Book added successfully! You can add another book.')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/publishers', 'POST /api/books']);
    expect(calls[0]!.body).toEqual({ nameEn: 'Ittyadi', nameBn: 'ইত্যাদি' });
    expect(calls[1]!.body).toMatchObject({ categoryIds: [NOVEL_ID, POETRY_ID], publisherId: 'a0000000-0000-4000-8000-000000000009', seriesId: FELUDA_ID, seriesNumber: 3 });
    expect(calls[1]!.body).not.toHaveProperty('category');
  });

  it("asks for a category, and shows the server's refusal of one under the categories", async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: false, message: 'Category not found', errors: [{ path: 'categoryIds.0', message: 'Category not found' }] }, 400));
    signInAsAdmin();
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    await fillValidBook(user);
    await user.click(within(screen.getByTestId('chosen-categories')).getByRole('button', { name: 'Remove Poetry' }));
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('Please select a category')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Poetry' }));
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    const categories = screen.getByRole('group', { name: 'Categories' });
    await waitFor(() => expect(categories).toHaveAccessibleDescription(/^Category not found/));
  });

  it('requires an image URL', async () => {
    renderAdmin(<AddBookPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('Image URL is required')).toBeInTheDocument();
  });

  // Issue 29: the banner is above the form, the button at its end: at 1280 px it appeared off-screen and nothing seemed
  // to happen. It is scrolled into view and read out by a live region that was there before it.
  it('brings the success banner into view and says it in a live region that was already there', async () => {
    // jsdom lays nothing out and has no scrollIntoView: record what would be scrolled to.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      stubFetch(async () => jsonResponse({ success: true, message: 'Book created', data: { _id: 'b2' } }, 201));
      signInAsAdmin();
      const user = userEvent.setup();
      renderAdmin(<AddBookPage />);
      const status = screen.getByRole('status');
      expect(status).toBeEmptyDOMElement();
      await fillValidBook(user);
      await user.click(screen.getByRole('button', { name: 'Add Book' }));
      await waitFor(() => expect(status).toHaveTextContent('Book added successfully! You can add another book.'));
      expect(scrolled).toContain(status);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('posts the book with numbers, shows the success banner for 5 s, then resets the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let posted: unknown;
    let releaseAnswer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (releaseAnswer = resolve));
    stubFetch(async (url, init) => {
      posted = JSON.parse(String(init?.body));
      expect(url.pathname).toBe('/api/books');
      expect(init?.method).toBe('POST');
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-token');
      await answered;
      return jsonResponse({ success: true, message: 'Book created', data: { _id: 'b1' } }, 201);
    });
    signInAsAdmin();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAdmin(<AddBookPage />);
    await fillValidBook(user);
    await user.click(screen.getByRole('button', { name: 'Add Book' }));

    expect(await screen.findByRole('button', { name: 'Adding Book...' })).toBeDisabled();
    releaseAnswer();
    expect(await screen.findByText('Book added successfully! You can add another book.')).toBeInTheDocument();
    expect(posted).toEqual({
      title: 'Gitanjali',
      author: 'Rabindranath Tagore',
      altTitle: '',
      altAuthor: '',
      price: 12.5,
      quantity: 7,
      categoryIds: [POETRY_ID],
      image: 'https://example.com/gitanjali.jpg',
      description: 'Song offerings, Nobel Prize 1913.',
      listPrice: null,
      publisher: '',
      publisherId: null,
      seriesId: null,
      seriesNumber: null,
      isbn: '',
      pages: null,
      yearPublished: null,
    });

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText('Book added successfully! You can add another book.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Gitanjali');

    act(() => vi.advanceTimersByTime(200));
    await waitFor(() => expect(screen.queryByText('Book added successfully! You can add another book.')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Price')).toHaveValue(null);
    expect(screen.queryByTestId('chosen-categories')).not.toBeInTheDocument();
    expect(screen.getByText('0/10')).toBeInTheDocument();
    expect(screen.queryByAltText('Preview of the cover image')).not.toBeInTheDocument();
  });

  it('uploads a chosen cover to the new book as multipart once it is created, and refuses what is no JPEG, PNG or WebP under 5 MB', async () => {
    const calls: { path: string; init?: RequestInit }[] = [];
    stubFetch(async (url, init) => {
      calls.push({ path: url.pathname, init });
      if (url.pathname === '/api/books') return jsonResponse({ success: true, message: 'Book created', data: { _id: 'b7' } }, 201);
      return jsonResponse({ success: true, message: 'Cover uploaded successfully', data: { _id: 'b7', image: '/api/covers/b7/abc-400.webp' } });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:cover', revokeObjectURL: () => undefined }));
    signInAsAdmin();
    const user = userEvent.setup({ applyAccept: false });
    renderAdmin(<AddBookPage />);
    const input = screen.getByLabelText('Cover picture');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await user.upload(input, new File(['%PDF'], 'catalogue.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP picture.');
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This picture is larger than 5 MB.');
    expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();

    const cover = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'gitanjali.png', { type: 'image/png' });
    await user.upload(input, cover);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('gitanjali.png')).toBeInTheDocument();
    expect(screen.getByAltText('The chosen cover')).toHaveAttribute('src', 'blob:cover');

    await fillValidBook(user);
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('Book added successfully! You can add another book.')).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method).map((call) => `${call.init?.method} ${call.path}`)).toEqual(['POST /api/books', 'POST /api/books/b7/cover']);
    const sent = calls.filter((call) => call.init?.method)[1]!.init!;
    expect(sent.body).toBeInstanceOf(FormData);
    expect((sent.body as FormData).get('cover')).toMatchObject({ name: 'gitanjali.png', type: 'image/png' });
    // The browser writes the multipart Content-Type with its boundary; a JSON one would break the upload.
    expect(new Headers(sent.headers).get('Content-Type')).toBeNull();
  });

  it('needs no image URL when a cover picture is chosen: the upload gives the book its image', async () => {
    const calls: { path: string; body?: unknown }[] = [];
    stubFetch(async (url, init) => {
      calls.push({ path: url.pathname, body: init?.body instanceof FormData ? 'form' : JSON.parse(String(init?.body)) });
      return url.pathname === '/api/books'
        ? jsonResponse({ success: true, message: 'Book created', data: { _id: 'b9' } }, 201)
        : jsonResponse({ success: true, message: 'Cover uploaded successfully', data: { _id: 'b9', image: '/api/covers/b9/abc-400.webp' } });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:cover', revokeObjectURL: () => undefined }));
    signInAsAdmin();
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    await user.upload(screen.getByLabelText('Cover picture'), new File([new Uint8Array([1])], 'cover.webp', { type: 'image/webp' }));
    await fillValidBook(user);
    await user.clear(screen.getByLabelText('Image URL'));
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('Book added successfully! You can add another book.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/books', '/api/books/b9/cover']);
    expect(calls[0]!.body).toMatchObject({ image: '' });
  });

  it('says so when the book was added but its cover was refused', async () => {
    stubFetch(async (url) =>
      url.pathname === '/api/books'
        ? jsonResponse({ success: true, message: 'Book created', data: { _id: 'b8' } }, 201)
        : jsonResponse({ success: false, message: 'This file is not a JPEG, PNG or WebP picture', errors: [{ path: 'cover', message: 'This file is not a JPEG, PNG or WebP picture' }] }, 400),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:cover', revokeObjectURL: () => undefined }));
    signInAsAdmin();
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    await user.upload(screen.getByLabelText('Cover picture'), new File(['not really'], 'fake.png', { type: 'image/png' }));
    await fillValidBook(user);
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('Book added successfully! You can add another book.')).toBeInTheDocument();
    expect(screen.getByText(/The book was saved, but its cover was not uploaded: /)).toHaveTextContent('This file is not a JPEG, PNG or WebP picture');
  });

  it('takes the title and author in the other script, optional, each input marked with the script it expects', async () => {
    let posted: Record<string, unknown> | undefined;
    stubFetch((_url, init) => {
      posted = JSON.parse(String(init?.body));
      return jsonResponse({ success: true, message: 'Book created', data: { _id: 'b1' } }, 201);
    });
    signInAsAdmin();
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    await fillValidBook(user);
    const altTitle = screen.getByLabelText('Title in the other script');
    const altAuthor = screen.getByLabelText('Author in the other script');
    expect(altTitle).toHaveAttribute('lang', 'bn');
    expect(altTitle).toHaveAccessibleDescription(/Optional/);
    await user.type(altTitle, 'গীতাঞ্জলি');
    await user.type(altAuthor, 'রবীন্দ্রনাথ ঠাকুর');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('Book added successfully! You can add another book.')).toBeInTheDocument();
    expect(posted).toMatchObject({ title: 'Gitanjali', altTitle: 'গীতাঞ্জলি', author: 'Rabindranath Tagore', altAuthor: 'রবীন্দ্রনাথ ঠাকুর' });
  });

  it('says under the field when a form in the other script is in the same script, and sends nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ success: true, message: 'ok', data: {} }, 201));
    signInAsAdmin();
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    await fillValidBook(user);
    await user.type(screen.getByLabelText('Title in the other script'), 'Song Offerings');
    await user.type(screen.getByLabelText('Author in the other script'), 'Tagore');
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByText('Title in the other script must be written in Bangla letters, as the title is in Latin letters')).toBeInTheDocument();
    expect(screen.getByText('Author in the other script must be written in Bangla letters, as the author is in Latin letters')).toBeInTheDocument();
    expect(screen.getByLabelText('Title in the other script')).toHaveAttribute('aria-invalid', 'true');
    expect(writes(fetchMock)).toEqual([]);
  });

  it("shows the server's word on a form in the other script under that field", async () => {
    stubFetch(() =>
      jsonResponse(
        {
          success: false,
          message: 'Author in the other script must be written in Bangla letters, as the author is in Latin letters',
          errors: [{ path: 'altAuthor', message: 'Author in the other script must be written in Bangla letters, as the author is in Latin letters' }],
        },
        400,
      ),
    );
    signInAsAdmin();
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    await fillValidBook(user);
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    await waitFor(() => expect(screen.getByLabelText('Author in the other script')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Author in the other script')).toHaveAccessibleDescription(/must be written in Bangla letters/);
  });

  it("shows the server's message in a dismissible red banner", async () => {
    stubFetch(() => jsonResponse({ success: false, message: 'A book with this title already exists' }, 409));
    signInAsAdmin();
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    await fillValidBook(user);
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('A book with this title already exists');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to create book' when the server gives no message", async () => {
    stubFetch(() => new Response('oops', { status: 500 }));
    signInAsAdmin();
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    await fillValidBook(user);
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create book');
  });

  it('asks to sign in again without a token and sends nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse({}));
    const user = userEvent.setup();
    renderAdmin(<AddBookPage />);
    await fillValidBook(user);
    await user.click(screen.getByRole('button', { name: 'Add Book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication token not found. Please log in again.');
    expect(writes(fetchMock)).toEqual([]);
  });
});
