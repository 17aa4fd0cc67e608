import { createHash } from 'node:crypto';

const FONT_STACK = "'Noto Sans Bengali', 'Hind Siliguri', 'SolaimanLipi', 'Nirmala UI', 'Vrinda', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif";

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!).replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');
}

/** Greedy word wrap; words longer than a line are cut. At most `maxLines`, the last one ellipsised. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while ([...word].length > maxChars) {
      if (line) {
        lines.push(line);
        line = '';
      }
      const chars = [...word];
      lines.push(chars.slice(0, maxChars).join(''));
      word = chars.slice(maxChars).join('');
    }
    const candidate = line ? `${line} ${word}` : word;
    if ([...candidate].length > maxChars && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = [...kept[maxLines - 1]!];
    kept[maxLines - 1] = `${last.slice(0, Math.max(1, maxChars - 1)).join('')}…`;
    return kept;
  }
  return lines;
}

/** A book cover drawn from the title and author; colours are derived from the id so a book always looks the same. */
export function renderCoverSvg(book: { id: string; title: string; author: string }): string {
  const digest = createHash('sha256').update(book.id).digest();
  const hue = Math.round((digest[0]! / 255) * 360);
  const hue2 = (hue + 30 + (digest[1]! % 60)) % 360;
  const pattern = digest[2]! % 3;
  const background = `hsl(${hue} 55% 28%)`;
  const accent = `hsl(${hue2} 70% 62%)`;
  const titleLines = wrapText(book.title, 16, 5);
  const authorLines = wrapText(book.author, 24, 2);
  const titleSize = titleLines.length > 3 ? 30 : 36;
  const titleStart = 150;
  const titleText = titleLines
    .map((line, i) => `<text x="200" y="${titleStart + i * (titleSize + 10)}" font-size="${titleSize}" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  const authorText = authorLines.map((line, i) => `<text x="200" y="${500 + i * 30}" font-size="22" fill="${accent}" text-anchor="middle">${escapeXml(line)}</text>`).join('');
  const decoration =
    pattern === 0
      ? `<circle cx="340" cy="70" r="90" fill="${accent}" opacity="0.18"/><circle cx="60" cy="560" r="70" fill="${accent}" opacity="0.12"/>`
      : pattern === 1
        ? `<rect x="0" y="0" width="400" height="36" fill="${accent}" opacity="0.35"/><rect x="0" y="564" width="400" height="36" fill="${accent}" opacity="0.35"/>`
        : `<path d="M0 600 L400 380 L400 600 Z" fill="${accent}" opacity="0.16"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600" role="img" aria-label="${escapeXml(`${book.title} by ${book.author}`)}">` +
    `<rect width="400" height="600" fill="${background}"/>${decoration}` +
    `<rect x="24" y="24" width="352" height="552" fill="none" stroke="${accent}" stroke-width="2" opacity="0.7"/>` +
    `<line x1="120" y1="${titleStart - 60}" x2="280" y2="${titleStart - 60}" stroke="${accent}" stroke-width="3"/>` +
    `<g font-family="${FONT_STACK.replace(/"/g, '')}">${titleText}<line x1="150" y1="462" x2="250" y2="462" stroke="${accent}" stroke-width="2"/>${authorText}</g>` +
    `</svg>`
  );
}
