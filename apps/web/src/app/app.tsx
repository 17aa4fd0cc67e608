import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

/** The whole app under the router the caller picks: BrowserRouter in the browser, StaticRouter on the server. */
export function App({ client, Router = BrowserRouter }: { client?: QueryClient; Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppProviders client={client}>
      <Router>
        <AppRoutes />
      </Router>
    </AppProviders>
  );
}
