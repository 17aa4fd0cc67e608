/**
 * A drawn cover (SVG data URL) for the sample books that are not in the catalogue. It needs no request, so the
 * hero's cover — the home page's largest element — paints at once.
 */
function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string);
}

function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if ((line + ' ' + word).trim().length > perLine && line) {
      lines.push(line);
      line = word;
    } else line = `${line} ${word}`.trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

export function illustratedCover(title: string, author: string, from: string, to: string): string {
  const titleLines = wrap(title, 14)
    .map((line, i) => `<text x="150" y="${190 + i * 40}" font-size="32" font-weight="700" text-anchor="middle" fill="#fff" font-family="Georgia,serif">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="300" height="450" fill="url(#g)"/><rect x="18" y="18" width="264" height="414" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/><circle cx="150" cy="100" r="34" fill="#fff" fill-opacity=".18"/><path d="M126 104c10-8 38-8 48 0v24c-10-8-38-8-48 0z" fill="#fff" fill-opacity=".8"/>${titleLines}<line x1="110" y1="330" x2="190" y2="330" stroke="#fff" stroke-opacity=".6"/><text x="150" y="370" font-size="18" text-anchor="middle" fill="#fff" font-family="system-ui,sans-serif">${escapeXml(author)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
