import type { Page, Request } from '@playwright/test';

/**
 * Requests in flight, per page, counted from the page's own events. Playwright's 'networkidle' waits for 500 ms without
 * any request each time; the route walks wait for it twice on every page (several hundred pages a run), so most of their
 * time was spent idle. networkQuiet waits for the same condition, no request in flight, held for a shorter quiet spell.
 */
const tracked = new WeakMap<Page, { pending: Set<Request>; changedAt: number }>();

/** Starts counting the page's requests; call it before the page's first navigation. Returns the page. */
export function trackNetwork(page: Page): Page {
  if (tracked.has(page)) return page;
  const state = { pending: new Set<Request>(), changedAt: Date.now() };
  tracked.set(page, state);
  page.on('request', (request) => {
    state.pending.add(request);
    state.changedAt = Date.now();
  });
  const done = (request: Request) => {
    state.pending.delete(request);
    state.changedAt = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return page;
}

/**
 * Resolves once the page has had no request in flight for `quietMs` (after its load event). Fails after `timeout` with the
 * requests still pending, as 'networkidle' would time out. The page must be tracked (trackNetwork) from its first navigation.
 */
export async function networkQuiet(page: Page, { quietMs = 200, timeout = 30_000 }: { quietMs?: number; timeout?: number } = {}): Promise<void> {
  const state = tracked.get(page);
  if (!state) throw new Error('networkQuiet: call trackNetwork(page) before the page navigates');
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeout;
  for (;;) {
    const now = Date.now();
    if (state.pending.size === 0 && now - state.changedAt >= quietMs) return;
    if (now > deadline) throw new Error(`networkQuiet: still in flight after ${timeout} ms: ${[...state.pending].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, state.pending.size === 0 ? Math.max(10, quietMs - (now - state.changedAt)) : 25));
  }
}
