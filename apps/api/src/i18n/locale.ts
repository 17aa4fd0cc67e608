import type { Locale } from '@boipoka/shared';

/** The languages the API answers in are the shop's two (packages/shared): English is SPEC's text, Bangla the second. */
export { LOCALES, type Locale } from '@boipoka/shared';

/**
 * The caller's language from `Accept-Language`: Bangla when the header prefers `bn` (any `bn-*` tag) to English,
 * English otherwise (no header, other languages only, `*`, or English ranked at least as high). Equal weights go to
 * the one listed first.
 */
export function negotiateLocale(header: string | string[] | undefined): Locale {
  if (!header) return 'en';
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!/bn/i.test(value)) return 'en';
  let bn = -1;
  let en = -1;
  let bnAt = Infinity;
  let enAt = Infinity;
  const ranges = value.split(',');
  // A header of hundreds of ranges is not a browser's: the first 20 decide.
  for (let i = 0; i < ranges.length && i < 20; i++) {
    const [tag = '', ...params] = ranges[i]!.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (primary === 'bn' && q > bn) [bn, bnAt] = [q, i];
    else if ((primary === 'en' || primary === '*') && q > en) [en, enAt] = [q, i];
  }
  return bn > 0 && (bn > en || (bn === en && bnAt < enAt)) ? 'bn' : 'en';
}
