import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { queryClient } from './app/providers';
import { hydrateServerState, SERVER_STATE_ID } from './app/server-state';
import { activateLocale, loadLocale } from './lib/i18n';
import { localeOfPath } from './lib/locale';
import { startBanglaFontAfterFirstPaint } from './lib/bangla-font';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Storefront pages arrive rendered by the server with their data: take that data, then adopt the HTML as it is. The page
// is already readable, so hydration runs as a transition, in slices that leave the main thread free for the shopper.
function start(): void {
  const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (serverState && root.firstElementChild) {
    hydrateServerState(queryClient, serverState);
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
}

// A page's texts (its language's catalogue parts, which a server-rendered page has preloaded) are there before its first
// render and before hydration: no flash of keys or of the other language. Not a top-level await: that would make the
// bundler split the entry into many small chunks (a bigger first download).
const locale = localeOfPath(window.location.pathname);
void loadLocale(locale).then(() => {
  activateLocale(locale);
  start();
  // The shop's Bangla font, after the first paint (a server-rendered page's boot script has asked for it already).
  startBanglaFontAfterFirstPaint();
});
