import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { queryClient } from './app/providers';
import { hydrateServerState, SERVER_STATE_ID } from './app/server-state';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Storefront pages arrive rendered by the server with their data: take that data, then adopt the HTML as it is.
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
if (serverState && root.firstElementChild) {
  hydrateServerState(queryClient, serverState);
  hydrateRoot(root, app);
} else {
  createRoot(root).render(app);
}
