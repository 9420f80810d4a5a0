import { Fragment, type ReactNode } from 'react';

/**
 * A translated message with markup: `t()` leaves tags as they are (`Remove <b>{name}</b>?`,
 * `They are in <folder/>.`), and this renders each known tag with its function, so a translation
 * can move the bold word or the folder where its grammar wants it. Unknown tags stay text.
 */
export function Tagged({ text, tags }: { text: string; tags: Record<string, (children: ReactNode) => ReactNode> }) {
  const names = Object.keys(tags).map((name) => name.replace(/[^a-z0-9]/gi, ''));
  if (names.length === 0) return <>{text}</>;
  const pattern = new RegExp(`<(${names.join('|')})/>|<(${names.join('|')})>([\\s\\S]*?)</\\2>`, 'g');
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = (match[1] ?? match[2])!;
    parts.push(<Fragment key={match.index}>{tags[name]!(match[3] ?? null)}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
