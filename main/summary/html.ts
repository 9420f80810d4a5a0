import { printCss, type Paper } from './print-css';

/** Text for HTML: every name and note comes from a person and is escaped, never trusted. */
export function esc(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A whole printable page: the print stylesheet, a title, and the body. No scripts, no outside files. */
export function printDocument(title: string, body: string, paper: Paper, language = 'en'): string {
  // The page's language lets Chromium hyphenate long words (German's) where the print CSS allows it.
  return `<!doctype html>
<html lang="${esc(language)}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${esc(title)}</title>
<style>${printCss(paper)}</style>
</head><body>
${body}
</body></html>`;
}

export function table(
  headers: readonly (string | { text: string; className: string })[],
  rows: readonly (readonly string[])[],
  empty: string,
): string {
  if (rows.length === 0) return `<p class="muted">${esc(empty)}</p>`;
  const head = headers
    .map((h) => (typeof h === 'string' ? `<th>${esc(h)}</th>` : `<th class="${h.className}">${esc(h.text)}</th>`))
    .join('');
  const classes = headers.map((h) => (typeof h === 'string' ? '' : ` class="${h.className}"`));
  const body = rows.map((row) => `<tr>${row.map((cell, i) => `<td${classes[i] ?? ''}>${cell}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

export function list(items: readonly string[], empty: string): string {
  return items.length === 0 ? `<p class="muted">${esc(empty)}</p>` : `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
}

/**
 * Escaped text for a table cell, with break chances inside very long unbroken runs (a pasted URL, a
 * name without spaces), so such a cell wraps instead of pushing its table off the page.
 */
export function cellText(value: string | number | null | undefined): string {
  return String(value ?? '')
    .split(/(\s+)/)
    .map((part) => (part.length > 24 ? (part.match(/.{1,16}/gu) ?? [part]).map(esc).join('<wbr>') : esc(part)))
    .join('');
}
