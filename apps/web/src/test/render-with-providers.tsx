import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PublicSettings } from '@boipoka/shared';
import { shopSettingsQuery } from '../lib/shop-settings';
import { publicSettings } from './shop-settings-fixture';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Where the router starts, e.g. '/product-details/42'. */
  route?: string;
  /** Route pattern the element is mounted on, e.g. '/product-details/:id'; default '*'. */
  path?: string;
  /** Extra routes beside the tested one, e.g. a '/checkout' probe. */
  extraRoutes?: ReactNode;
  /**
   * The shop's settings in the cache, as the server renders them into every page (GET /api/settings); SPEC's dollar
   * shop unless given; null leaves them to be fetched.
   */
  settings?: PublicSettings | null;
}

/** A fresh QueryClient (no retries, no cache between tests) and a MemoryRouter around the element. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', extraRoutes, settings = publicSettings(), ...options }: ProvidersOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  if (settings) queryClient.setQueryData(shopSettingsQuery().queryKey, settings);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {extraRoutes}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    options,
  );
  return { ...result, queryClient };
}

/** A fetch stub answering with the given JSON body and status. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
