import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FooterNewsletter } from './footer-newsletter';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the footer newsletter on a page the server rendered (issue 29)', () => {
  it('subscribes the address typed into the server’s field before the footer’s code had loaded', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'Check your inbox', data: null }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FooterNewsletter />);
    document.body.append(container);
    const field = container.querySelector<HTMLInputElement>('#newsletter-email')!;
    field.value = 'mitu@example.com';
    await act(async () => {
      root = hydrateRoot(container, <FooterNewsletter />);
    });
    await act(async () => {
      fireEvent.submit(field.form!);
    });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ email: 'mitu@example.com' });
    await screen.findByText(/confirm/i);
  });
});
