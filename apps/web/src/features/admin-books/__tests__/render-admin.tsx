import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/session';

/** Renders an admin screen with a fresh query cache (no retries) inside a router. */
export function renderAdmin(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export function signInAsAdmin(): void {
  setSession({
    user: { _id: 'admin-1', name: 'Admin', email: 'admin@boipoka.test', role: 'admin' },
    accessToken: 'access-token',
    refreshToken: 'refresh-token',
  });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type FetchHandler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch; the handler sees the parsed URL (relative to http://localhost). */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(new URL(String(input), 'http://localhost'), init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The session store keeps its state between tests in one file; start each test signed out. */
export function signOut(): void {
  clearSession();
}
