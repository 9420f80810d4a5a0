import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/instance';
import { keysOf, wordLine, type Translate } from '../rules/words';
import { flatten } from '../i18n/catalog';
import { en } from '../i18n/en';
import { actionLine, actionText } from './action-text';
import { actionWords } from './action-words';
import type { AbilityAction } from './model/ability-action';
import { toEngineAction } from './to-scenario';

const tOf = (language: 'en' | 'de'): Translate => {
  const i18n = createI18n(language);
  return (key, values) => i18n.t(key as never, values as never) as unknown as string;
};
const area = (targets: number): AbilityAction => ({
  type: 'area',
  cells: Array.from({ length: targets }, (_, i) => ({ x: i, y: 0, role: 'target' as const })),
});

// Every line Haven words itself on a card, with the English it has always printed.
const LINES: [AbilityAction, string, string][] = [
  [{ type: 'push', value: 2 }, 'Push 2', 'Stoßen 2'],
  [{ type: 'pull', value: 1 }, 'Pull 1', 'Ziehen 1'],
  [{ type: 'move', value: 1, isRelative: true }, 'Move +1', 'Bewegung +1'],
  [{ type: 'attack', value: 3, isRelative: false }, 'Attack 3', 'Angriff 3'],
  [{ type: 'loot', value: 1 }, 'Loot 1', 'Plündern 1'],
  [area(2), 'Area: 2 hexes', 'Bereich: 2 Felder'],
  [area(1), 'Area: 1 hex', 'Bereich: 1 Feld'],
  [{ type: 'affect', group: 'allAdjacentEnemies' }, 'All adjacent enemies', 'Alle angrenzenden Gegner'],
  [
    { type: 'affect', group: 'allAlliesInRange', range: 3 },
    'All allies in range within range 3',
    'Alle Verbündeten in Reichweite in Reichweite 3',
  ],
  [{ type: 'element', element: 'any', use: 'consume' }, 'Consume any element', 'ein beliebiges Element verbrauchen'],
  [{ type: 'element', element: 'fire', use: 'infuse' }, 'Infuse fire', 'Feuer erzeugen'],
  [{ type: 'condition', condition: 'poison' }, 'Poison', 'Gift'],
  [{ type: 'summon', rank: 'elite', monster: 'Skeleton' }, 'Summon elite Skeleton', 'Elite-Skeleton beschwören'],
  [{ type: 'summon', rank: 'normal', monster: 'Skeleton' }, 'Summon normal Skeleton', 'Skeleton beschwören'],
  [{ type: 'sufferDamage', value: 2, who: 'self' }, 'Suffer 2 damage', 'Erleidet 2 Schaden'],
  [{ type: 'sufferDamage', value: 1, who: 'others' }, 'Others suffer 1 damage', 'Andere erleiden 1 Schaden'],
  [{ type: 'advantage' }, 'Attacks with advantage', 'Angriffe mit Vorteil'],
  [{ type: 'attackersGainDisadvantage' }, 'Attackers gain disadvantage', 'Angreifer erhalten Nachteil'],
  [{ type: 'onDeath' }, 'On death', 'Beim Tod'],
  [{ type: 'bossSpecial', special: 1 }, 'Special 1', 'Spezial 1'],
  [{ type: 'jump' }, 'Jump', 'Sprung'],
];

describe('a card line Haven words itself (issue 18)', () => {
  it('reads in English as it always did, and in German with the German edition’s words', () => {
    const english = tOf('en');
    const german = tOf('de');
    for (const [action, inEnglish, inGerman] of LINES) {
      const words = actionWords(action);
      expect(words, inEnglish).toBeDefined();
      expect(actionText(action)).toBe(inEnglish);
      expect(wordLine(words!, english)).toBe(inEnglish);
      expect(wordLine(words!, german)).toBe(inGerman);
    }
  });

  it('names only keys the catalog has', () => {
    const keys = new Set(flatten(en).keys());
    for (const [action] of LINES) for (const key of keysOf(actionWords(action)!)) expect(keys.has(key), key).toBe(true);
  });

  it('leaves a pack’s own text and a condition the game does not know as the pack wrote them', () => {
    expect(actionWords({ type: 'special', text: 'Rises again' })).toBeUndefined();
    expect(actionText({ type: 'special', text: 'Rises again' })).toBe('Rises again');
    expect(actionLine({ type: 'heal', value: 3, isRelative: false, subActions: [{ type: 'affect', group: 'self' }] })).toBe(
      'Heal 3 (Self)',
    );
  });

  it('travels to the scenario engine beside its English text', () => {
    const push = toEngineAction({ type: 'push', value: 2 });
    expect(push.text).toBe('Push 2');
    expect(wordLine(push.words!, tOf('de'))).toBe('Stoßen 2');
  });
});
