/**
 * The first script of a server-rendered storefront page (the server puts it in place of the app's entry script). The
 * page is already readable, so the app's code is only asked for once the page has painted: on a slow phone the
 * download and the start-up of React then come after the first paint instead of ahead of it. The app's entry and the
 * page's chunks are named by the server (the Vite manifest) and all requested at once, so nothing waits on anything else.
 */
interface BootConfig {
  entry: string;
  preload: string[];
}

const config = JSON.parse(document.getElementById('boipoka-boot')?.textContent ?? 'null') as BootConfig | null;

function start(boot: BootConfig): void {
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
