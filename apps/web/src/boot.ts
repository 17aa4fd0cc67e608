/**
 * The first script of a server-rendered storefront page (the server puts it in place of the app's entry script). The
 * page is already readable, so the app's code is only asked for once the page has painted: on a slow phone the
 * download and the start-up of React then come after the first paint instead of ahead of it. The app's entry and the
 * page's chunks are named by the server (the Vite manifest) and all requested at once, so nothing waits on anything else.
 */
import { startBanglaFontAfterFirstPaint } from './lib/bangla-font';

interface BootConfig {
  entry: string;
  preload: string[];
}

const config = JSON.parse(document.getElementById('boipoka-boot')?.textContent ?? 'null') as BootConfig | null;

function start(boot: BootConfig): void {
  // The shop's Bangla font once the first paint is on screen, so it never waits for it.
  startBanglaFontAfterFirstPaint();
  for (const href of boot.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ boot.entry);
}

// A task queued from a frame callback runs after that frame is painted.
if (config) requestAnimationFrame(() => setTimeout(() => start(config), 0));

// Until the page is live, React is not listening: a tap on a button (Add to Cart, the menu, a form's submit) would be
// lost, or submit a form the browser's way. The last one is held and replayed on the same element once the page is
// live (hydration keeps the server's elements). Links need nothing: they work without the app.
// Held means stopped too: the header hydrates before the page, and a tap React acted on there as well as at the replay
// ran twice (the menu opened and closed again), or ran while the page was still being hydrated: Logout emptied the
// query cache the page's HTML was rendered from, and the page then hydrated into different text (React error #418).
if (config) {
  let held: HTMLElement | null = null;
  const live = () => document.documentElement.dataset.live === 'true';
  const hold = (event: Event) => {
    if (live()) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = button;
  };
  document.addEventListener('click', hold, true);
  new MutationObserver((_records, observer) => {
    if (!live()) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    const button = held;
    held = null;
    if (button?.isConnected) button.click();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-live'] });
}
