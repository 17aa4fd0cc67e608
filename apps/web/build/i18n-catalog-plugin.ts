import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * Message catalogues are written as nested JSON (src/i18n/<locale>/<namespace>.json) with `{{name}}` placeholders
 * and `_one`/`_other` plural keys. At build time this plugin turns each file into a flat map of compiled Lingui
 * messages, so the browser ships Lingui's 2 KB runtime and no message parser.
 */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix: string, out: Record<string, string>): void {
  if (typeof value === 'string') {
    out[prefix] = value;
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  }
}

/** `Hello {{name}}` → `Hello {name}`; in a plural form `{{count}}` becomes `#`. */
function toIcu(text: string, inPlural = false): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => (inPlural && name === 'count' ? '#' : `{${name}}`));
}

export function catalogToIcu(catalog: unknown): Record<string, string> {
  const flat: Record<string, string> = {};
  flatten(catalog, '', flat);
  const messages: Record<string, string> = {};
  const plurals = new Map<string, Record<string, string>>();
  for (const [key, text] of Object.entries(flat)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (match) {
      const base = key.slice(0, -match[0].length);
      plurals.set(base, { ...plurals.get(base), [match[1]]: text });
    } else {
      messages[key] = toIcu(text);
    }
  }
  for (const [base, forms] of plurals) {
    const cases = Object.entries(forms)
      .map(([form, text]) => `${form} {${toIcu(text, true)}}`)
      .join(' ');
    messages[base] = `{count, plural, ${cases}}`;
  }
  return messages;
}

export function compileCatalog(catalog: unknown): Record<string, unknown> {
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(catalogToIcu(catalog))) {
    try {
      compiled[key] = compileMessage(message);
    } catch {
      // A text with stray ICU syntax is shown as written rather than breaking the build.
      compiled[key] = message;
    }
  }
  return compiled;
}

const VIRTUAL_PREFIX = '\0boipoka-i18n:';
const CATALOG_PATH = /\/src\/i18n\/[^/]+\/[^/]+\.json$/;

export function i18nCatalogPlugin(): Plugin {
  return {
    name: 'boipoka-i18n-catalog',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('.json') || source.startsWith(VIRTUAL_PREFIX)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !CATALOG_PATH.test(resolved.id.replace(/\\/g, '/'))) return null;
      // A virtual id (ending in .js) keeps Vite's own JSON plugin away from the compiled module.
      return `${VIRTUAL_PREFIX}${resolved.id}.js`;
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const file = id.slice(VIRTUAL_PREFIX.length, -'.js'.length);
      this.addWatchFile(file);
      const catalog = JSON.parse(await readFile(file, 'utf8')) as unknown;
      return `export default ${JSON.stringify(compileCatalog(catalog))};`;
    },
  };
}
