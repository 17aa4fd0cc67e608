import { t } from './i18n';

/** A message of the shared schemas matched by its shape, and how the page says it. */
export type MessagePattern = readonly [RegExp, (match: RegExpExecArray) => string];

/**
 * How a page says the shared schemas' messages (English, as the server writes them) in its own language, for the checks
 * it makes before sending: an exact message by its catalogue key, else the first pattern that matches, else `fallbackKey`.
 */
export function schemaMessages(exact: Readonly<Record<string, string>>, patterns: readonly MessagePattern[], fallbackKey: string): (message: string) => string {
  return (message) => {
    const key = exact[message];
    if (key) return t(key);
    for (const [pattern, say] of patterns) {
      const match = pattern.exec(message);
      if (match) return say(match);
    }
    return t(fallbackKey);
  };
}
