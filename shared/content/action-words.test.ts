import { describe, expect, it } from 'vitest';
import { keysOf, wordLine, type Translate } from '../rules/words';
import { flatten } from '../i18n/catalog';
import { en } from '../i18n/source';
import { i18nIn } from '../i18n/catalogs.fixture';
import { monsterAttributesSchema, type MonsterAttributes } from '../rules/scenario/input';
import { actionLine, actionText } from './action-text';
import { actionWords, bossSpecialWords, immuneToWords } from './action-words';
import { demoPack } from './demo/demo-pack';
import type { AbilityAction } from './model/ability-action';
import type { MonsterStats } from './model/monster-type';
import { toEngineAction, toEngineAttributes, toMonsterTypeInputAt } from './to-scenario';

const tOf = (language: 'en' | 'de'): Translate => {
  const i18n = i18nIn(language);
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

describe('a stat card line Haven words itself (issue 18)', () => {
  const stats = (attributes: AbilityAction[], immunities: MonsterStats['immunities']): MonsterStats => ({
    health: 5,
    move: 2,
    attack: 3,
    range: 0,
    attributes,
    immunities,
  });
  /** Each line as the engine keeps it: its English, and its words in English and in German. */
  const lines = (attributes: MonsterAttributes) =>
    (attributes.special ?? []).map((text, i) => {
      const words = attributes.specialWords?.[i];
      return [text, words ? wordLine(words, tOf('en')) : null, words ? wordLine(words, tOf('de')) : null];
    });

  it('words push and pull immunity with the German edition’s words, in the data’s order', () => {
    expect(lines(toEngineAttributes(stats([], ['stun', 'push', 'pull']), false))).toEqual([
      ['Immune to push and pull', 'Immune to push and pull', 'Immun gegen Stoßen und Ziehen'],
    ]);
    expect(lines(toEngineAttributes(stats([], ['pull']), false))).toEqual([['Immune to pull', 'Immune to pull', 'Immun gegen Ziehen']]);
    expect(lines(toEngineAttributes(stats([], ['pull', 'push']), false))[0]?.[2]).toBe('Immun gegen Ziehen und Stoßen');
  });

  it('words an attribute the engine keeps as text, and leaves the pack’s own text without words', () => {
    const attributes = toEngineAttributes(
      stats(
        [
          { type: 'advantage' },
          {
            type: 'heal',
            value: 1,
            isRelative: false,
            subActions: [
              { type: 'affect', group: 'self' },
              { type: 'push', value: 1 },
            ],
          },
          { type: 'special', text: 'Rises again' },
        ],
        [],
      ),
      false,
    );
    expect(lines(attributes)).toEqual([
      ['Attacks with advantage', 'Attacks with advantage', 'Angriffe mit Vorteil'],
      ['Heal 1 (Self, Push 1)', 'Heal 1 (Self, Push 1)', 'Heilung 1 (Selbst, Stoßen 1)'],
      ['Rises again', null, null],
    ]);
    expect(attributes.specialWords?.[2]).toBeNull();
  });

  it('words a boss’s specials, the summoned monster as the table names it', () => {
    const warden = demoPack('gh1').monsterTypes.find((type) => type.id === 'mill-warden')!;
    const boss = toMonsterTypeInputAt({ characters: 2, monsterName: () => 'Dornling' })(warden).levels[2]?.boss;
    expect(lines(boss!.attributes)).toEqual([
      [
        'Special 1: Summon normal Dornling; Heal 2 (Self)',
        'Special 1: Summon normal Dornling; Heal 2 (Self)',
        'Spezial 1: Dornling beschwören; Heilung 2 (Selbst)',
      ],
      [
        'Special 2: Attack +1 (All adjacent enemies, Push 1)',
        'Special 2: Attack +1 (All adjacent enemies, Push 1)',
        'Spezial 2: Angriff +1 (Alle angrenzenden Gegner, Stoßen 1)',
      ],
    ]);
  });

  it('keeps a stat card without Haven’s lines as it was, and a scenario stored without words loads', () => {
    expect(toEngineAttributes(stats([{ type: 'shield', value: 1, isRelative: false }], ['poison']), false)).toEqual({
      shield: 1,
      immunities: ['poison'],
    });
    expect(toEngineAttributes(stats([{ type: 'special', text: 'Rises again' }], []), false)).toEqual({ special: ['Rises again'] });
    expect(monsterAttributesSchema.parse({ special: ['Immune to push'] })).toEqual({ special: ['Immune to push'] });
  });

  it('names only keys the catalog has', () => {
    const keys = new Set(flatten(en).keys());
    const used = [immuneToWords(['push', 'pull']), bossSpecialWords(1, [{ type: 'heal', value: 2, isRelative: false }])];
    for (const key of used.flatMap(keysOf)) expect(keys.has(key), key).toBe(true);
  });
});
