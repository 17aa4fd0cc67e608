import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import bold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url';

/**
 * The shop's Bangla face (Noto Sans Bengali, Bengali subset, self-hosted; index.css names it first in every font stack).
 * It is declared here rather than in CSS so that a page pays for it once: after the first paint (src/boot.ts, and
 * src/main.tsx for pages rendered in the browser) the weights the page shows in Bangla are downloaded, and only then are
 * the faces added to the document, all at once. The text is laid out again a single time, with the font already there;
 * declared in CSS and switched on after the paint, it cost two full restyles of the page (the switch, then the font's
 * arrival), the largest part of the storefront's blocking time (docs/performance.md). A weight the page does not show
 * yet is added unloaded and comes when a later page uses it, as a CSS font would.
 */
export const BANGLA_FONT_FAMILY = 'Noto Sans Bengali Web';
const UNICODE_RANGE = 'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0, U+1CD2, U+1CD5-1CD6, U+1CD8, U+1CE1, U+1CEA, U+1CED, U+1CF2, U+1CF5-1CF7, U+200C-200D, U+20B9, U+25CC, U+A8F1';
const FILES: [weight: '400' | '700', url: string][] = [
  ['400', regular],
  ['700', bold],
];

let started = false;

/** The weights of the Bangla text on the page now: all of a Bangla page; on another, those of its Bangla-marked texts. */
function weightsShown(): Set<string> {
  if (document.documentElement.lang === 'bn') return new Set(FILES.map(([weight]) => weight));
  const weights = new Set<string>();
  for (const element of document.querySelectorAll('[lang|="bn"]')) weights.add(Number(getComputedStyle(element).fontWeight) >= 600 ? '700' : '400');
  return weights;
}

/** Loads the weights the page shows, then adds every face to the document in one go. Safe to call more than once. */
export function startBanglaFont(): Promise<void> {
  if (started || typeof FontFace === 'undefined' || !document.fonts) return Promise.resolve();
  started = true;
  const shown = weightsShown();
  const faces = FILES.map(([weight, url]) => new FontFace(BANGLA_FONT_FAMILY, `url(${url}) format('woff2')`, { weight, style: 'normal', display: 'swap', unicodeRange: UNICODE_RANGE }));
  const loads = faces.filter((face) => shown.has(face.weight)).map((face) => face.load());
  return Promise.allSettled(loads).then(() => {
    for (const face of faces) document.fonts.add(face);
  });
}

/** How long the font waits for the first contentful paint to be recorded, at most (a page that paints no text). */
const FIRST_PAINT_WAIT_MS = 3_000;

/**
 * Starts the font once the page's first contentful paint has been recorded, which the browser does when that frame is
 * on screen: nothing the font asks for can then compete with it. A task queued after a frame callback came a few
 * milliseconds before that record on a busy machine (the e2e check of this flaked). Within FIRST_PAINT_WAIT_MS either
 * way, and at once where paint timing is not supported.
 */
export function startBanglaFontAfterFirstPaint(): void {
  let begun = false;
  const begin = () => {
    if (begun) return;
    begun = true;
    void startBanglaFont();
  };
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      begin();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      begin();
    }, FIRST_PAINT_WAIT_MS);
  } catch {
    begin();
  }
}
