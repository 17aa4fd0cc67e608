import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from './header-search';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function Page({ route }: { route: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[route]}>
        <HeaderSearch />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The server's HTML, typed into before the code runs, then hydrated. */
async function typeThenHydrate(route: string, typed: string): Promise<HTMLInputElement> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ success: true, data: { books: [], authors: [] } }), { headers: { 'content-type': 'application/json' } })),
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page route={route} />);
  document.body.append(container);
  const input = container.querySelector<HTMLInputElement>('#header-search')!;
  input.value = typed;
  await act(async () => {
    root = hydrateRoot(container, <Page route={route} />);
  });
  return input;
}

describe('the header search on a page the server rendered (issue 29)', () => {
  it('is a GET form to All Products with a named field, so it works before the page is live', () => {
    const html = renderToString(<Page route="/about" />);
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form[role="search"]')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/all-products');
    expect(form.querySelector('input[type="search"]')?.getAttribute('name')).toBe('q');
  });

  it('keeps what was typed before the page was live, and searches for it', async () => {
    const input = await typeThenHydrate('/about', 'humayun');
    // Hydrated and rendered again (its combobox attributes): the text is still there…
    expect(input).toHaveAttribute('role', 'combobox');
    expect(input.value).toBe('humayun');
    // …and it is what the search sends.
    await act(async () => {
      fireEvent.submit(input.form!);
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/all-products?q=humayun');
  });

  it('keeps it on All Products too, over the search the page was rendered with', async () => {
    const input = await typeThenHydrate('/all-products?q=himu', 'himu debi');
    expect(input.value).toBe('himu debi');
  });
});
