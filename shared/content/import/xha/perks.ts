import type { ModifierCard, ModifierStack, Perk } from '../../model/character-class';
import type { XhaPerk } from './raw-shapes';

const elementNames = new Set(['fire', 'ice', 'air', 'earth', 'light', 'dark']);

/**
 * X-haven Assistant names modifier cards by picture: "plus1", "perks/plus0push1flip" (+0, push 1,
 * rolling). Returns undefined for a name that does not follow that pattern.
 */
export function modifierCardOf(name: string): ModifierCard | undefined {
  const match = /^(?:perks\/)?(plus|minus)(\d+)([a-z]*?\d*)(flip)?$/.exec(name);
  if (!match) return undefined;
  const value = Number(match[2]) * (match[1] === 'minus' ? -1 : 1);
  const effects: string[] = [];
  const effect = match[3] ?? '';
  if (effect !== '') {
    const parts = /^([a-z]+)(\d*)$/.exec(effect);
    const word = parts?.[1] ?? effect;
    if (elementNames.has(word)) effects.push(`element ${word}`);
    else if (word === 'untap') effects.push('refresh item');
    else effects.push(parts?.[2] ? `${word} ${parts[2]}` : word);
  }
  return { value, effects, isRolling: match[4] !== undefined };
}

function stacksOf(names: readonly string[]): ModifierStack[] | undefined {
  const stacks: ModifierStack[] = [];
  for (const name of names) {
    const card = modifierCardOf(name);
    if (!card) return undefined;
    const same = stacks.find((stack) => JSON.stringify(stack.card) === JSON.stringify(card));
    if (same) same.count += 1;
    else stacks.push({ card, count: 1 });
  }
  return stacks;
}

/** The perk list as perks: the same perk written N times in a row is one perk with N boxes. */
export function perksFromXha(raw: readonly XhaPerk[]): { perks: Perk[]; unknownCards: string[] } {
  const perks: Perk[] = [];
  const unknownCards: string[] = [];
  let previous = '';
  for (const entry of raw) {
    const key = JSON.stringify(entry);
    const last = perks.at(-1);
    if (key === previous && last) {
      last.checkboxes += 1;
      continue;
    }
    previous = key;
    const add = stacksOf(entry.adds ?? []);
    const remove = stacksOf(entry.removes ?? []);
    if (!add || !remove) unknownCards.push(...[...(entry.adds ?? []), ...(entry.removes ?? [])].filter((name) => !modifierCardOf(name)));
    perks.push({ checkboxes: 1, add: add ?? [], remove: remove ?? [], ...(entry.text ? { text: entry.text } : {}) });
  }
  return { perks, unknownCards };
}
