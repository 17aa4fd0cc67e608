/** A text matched literally inside a LIKE/ILIKE pattern: its `\`, `%` and `_` escaped (PostgreSQL's default escape is `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
