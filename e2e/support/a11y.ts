import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { baseUrl } from './fixtures';

/** The rule sets the shop promises (issue 12): WCAG 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeFinding {
  route: string;
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** Runs axe on the page as it is now (or on `include` only); one finding per rule and element. */
export async function axeFindings(page: Page, route: string, include?: string): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
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

/**
 * The language prefixes to walk: '' (English) and '/bn' (Bangla). E2E_LANG_PREFIXES (comma-separated, e.g. ",/bn")
 * decides when set; otherwise '/bn' is included only when the server renders it in Bangla.
 * TODO(integrator): once the `locale` branch (/bn routes) is merged, make '/bn' required: return ['', '/bn'].
 */
export async function languagePrefixes(): Promise<string[]> {
  const fromEnv = process.env.E2E_LANG_PREFIXES;
  if (fromEnv !== undefined) return fromEnv.split(',').map((prefix) => prefix.trim().replace(/\/$/, ''));
  const response = await fetch(`${baseUrl()}/bn`, { headers: { accept: 'text/html' } });
  const html = response.ok ? await response.text() : '';
  return /<html[^>]*\blang="bn"/.test(html) ? ['', '/bn'] : [''];
}

/** An element's focus is visible: an outline or a box-shadow ring (on it, or its ::after that covers a card). */
export async function focusIndicator(page: Page): Promise<{ tag: string; text: string; visible: boolean; style: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', text: '', visible: false, style: 'focus on <body>' };
    const seen = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || (style.boxShadow !== 'none' && /\b[1-9]\d*(\.\d+)?px\)?(,|$)/.test(style.boxShadow));
    const own = getComputedStyle(element);
    const after = getComputedStyle(element, '::after');
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60),
      visible: seen(own) || seen(after),
      style: `outline: ${own.outlineStyle} ${own.outlineWidth}; box-shadow: ${own.boxShadow}`,
    };
  });
}
