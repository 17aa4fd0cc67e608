import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets the shop promises (issue 12): WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeFinding {
  route: string;
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** Runs axe on the page as it is now (or on `include` only; or only `rules`); one finding per rule and element. */
export async function axeFindings(
  page: Page,
  route: string,
  include?: string,
  rules?: string[],
  { experimental = false, without = [] }: { experimental?: boolean; without?: string[] } = {},
): Promise<AxeFinding[]> {
  // A toast or dialog still fading in or out draws its text blended with the background (a success toast's text measured
  // 2.52:1 half-way, 4.5:1 or more once shown): axe would judge a colour nobody reads. Wait, up to 5 s, for every finite
  // animation and transition to end; endless ones (a spinner) are not waited for.
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  // axe's experimental rules (label-content-name-mismatch, WCAG 2.5.3 'label in name', among them) run only when asked for.
  let builder = rules ? new AxeBuilder({ page }).withRules(rules) : new AxeBuilder({ page }).withTags(experimental ? [...AXE_TAGS, 'experimental'] : AXE_TAGS);
  if (include) builder = builder.include(include);
  if (without.length) builder = builder.disableRules(without);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({
      route,
      rule: violation.id,
      impact: violation.impact ?? '',
      target: node.target.join(' '),
      summary: (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').slice(0, 240),
    })),
  );
}

/** 'rule at target on route: why', one a line, for a failure message a reader can act on. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings.map((f) => `[${f.rule}] (${f.impact}) ${f.target} on ${f.route}: ${f.summary}`).join('\n');
}

const I18N_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/i18n');

/** A text of the web app's catalogue for a language prefix ('' English, '/bn' Bangla): catalogueText('/bn', 'checkout', 'success.title'). */
export function catalogueText(lang: string, file: string, path: string): string {
  const catalogue = JSON.parse(readFileSync(resolve(I18N_DIR, lang === '/bn' ? 'bn' : 'en', `${file}.json`), 'utf8')) as Record<string, unknown>;
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
  if (typeof value !== 'string') throw new Error(`No text ${file}:${path} in the ${lang || 'English'} catalogue`);
  return value;
}

/** Digits as the language writes them: Bangla pages show Bangla digits. */
export function digitsOf(lang: string, text: string | number): string {
  return lang === '/bn' ? String(text).replace(/[0-9]/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!) : String(text);
}

/** A catalogue text with its {{placeholders}} filled: interpolated('/bn', 'tracking', 'payment.state.refunded', { amount: '৳৪৭০' }). */
export function interpolated(lang: string, file: string, path: string, values: Record<string, string>): string {
  return catalogueText(lang, file, path).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The language prefixes to walk: '' (English) and '/bn' (Bangla). E2E_LANG_PREFIXES (comma-separated, e.g. ",/bn")
 * decides when set; otherwise both languages are walked, always.
 */
export function languagePrefixes(): string[] {
  const fromEnv = process.env.E2E_LANG_PREFIXES;
  if (fromEnv !== undefined) return fromEnv.split(',').map((prefix) => prefix.trim().replace(/\/$/, ''));
  return ['', '/bn'];
}

/**
 * Where the focus indicator of the element that has the focus now fails, or null when it shows: focus on <body>, no
 * outline (on it, or on the ::after of a link that covers its card), or the outline cut off by an ancestor that clips
 * (overflow other than visible) on more than two of its four sides. Runs in the page.
 */
function focusProblemInPage(): string | null {
  const element = document.activeElement as HTMLElement | null;
  if (!element || element === document.body || element === document.documentElement) return 'the focus is on <body>';
  const hasOutline = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  const own = getComputedStyle(element);
  const after = getComputedStyle(element, '::after');
  let drawnOn: Element = element;
  let style = own;
  if (!hasOutline(own)) {
    const cardRing = hasOutline(after) && after.position === 'absolute';
    // A visually hidden control (a radio card's input) may show its focus on its label instead.
    const label = element.closest('label');
    if (label && getComputedStyle(label).boxShadow !== 'none' && element.getBoundingClientRect().width <= 1) return null;
    if (!cardRing || !element.offsetParent) return `no outline (outline: ${own.outlineStyle} ${own.outlineWidth})`;
    drawnOn = element.offsetParent;
    style = after;
  }
  const box = drawnOn.getBoundingClientRect();
  if (box.width < 2 || box.height < 2) return 'the focused element is not on screen';
  const reach = parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset) || 0);
  const ring = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
  // A card's ring (::after, inset 0 in its card) is clipped by the card itself too, when the card clips.
  const firstClipper = drawnOn === element ? element.parentElement : drawnOn;
  for (let ancestor = firstClipper; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
    const clip = getComputedStyle(ancestor);
    if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
    const r = ancestor.getBoundingClientRect();
    const sidesInside = [ring.left >= r.left - 0.5, ring.top >= r.top - 0.5, ring.right <= r.right + 0.5, ring.bottom <= r.bottom + 0.5].filter(Boolean).length;
    if (sidesInside < 2) return `the outline is clipped by <${ancestor.tagName.toLowerCase()} class="${ancestor.className}"> (overflow ${clip.overflowX}/${clip.overflowY})`;
  }
  return null;
}

/** A short name for the focused element: tag, id or class, and its accessible text. */
function focusedElementInPage(): string {
  const element = document.activeElement as HTMLElement | null;
  if (!element) return '(nothing)';
  const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
  const name = element.getAttribute('name');
  return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${name ? ` name="${name}"` : ''}> "${text}"`;
}

/** The focused element, and whether its focus is visible (see focusProblemInPage). */
export async function focusedElement(page: Page): Promise<{ description: string; problem: string | null }> {
  const [description, problem] = await Promise.all([page.evaluate(focusedElementInPage), page.evaluate(focusProblemInPage)]);
  return { description, problem };
}

/**
 * Every element a keyboard can reach on the page as it is, focused one by one (after a real key press, so the
 * browser shows focus as it does for a keyboard user): one finding per element whose focus does not show.
 */
export async function focusFindings(page: Page, route: string): Promise<AxeFinding[]> {
  await page.keyboard.press('Shift');
  const problems = await page.evaluate(
    ({ problemSource, nameSource }) => {
      const problemOf = new Function(`return (${problemSource})()`) as () => string | null;
      const nameOf = new Function(`return (${nameSource})()`) as () => string;
      const tabbable = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]')).filter(
        (element) => {
          if ((element as HTMLButtonElement).disabled || element.tabIndex < 0 || element.closest('[inert], [hidden]')) return false;
          if ((element as HTMLInputElement).type === 'hidden') return false;
          return element.checkVisibility({ visibilityProperty: true } as CheckVisibilityOptions) && element.getClientRects().length > 0;
        },
      );
      const found: { target: string; problem: string }[] = [];
      const scrollX = window.scrollX;
      const scrollY = window.scrollY;
      for (const element of tabbable) {
        element.focus();
        if (document.activeElement !== element) continue;
        const problem = problemOf();
        if (problem) found.push({ target: nameOf(), problem });
      }
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(scrollX, scrollY);
      return found;
    },
    { problemSource: focusProblemInPage.toString(), nameSource: focusedElementInPage.toString() },
  );
  return problems.map(({ target, problem }) => ({ route, rule: 'focus-not-visible', impact: 'serious', target, summary: problem }));
}
