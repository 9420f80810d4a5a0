import { describe, expect, it } from 'vitest';
import { parseCardLines, type LineTally } from './card-lines';

/** Card markup in X-haven Assistant's format, written here by hand (no game text). */
const monsterIds: Record<string, string> = { 'Bog Shambler': 'bog-shambler', Thornling: 'thornling' };
function parse(lines: unknown[]) {
  const tally: LineTally = { cardLines: 0, structuredCardLines: 0, keptAsText: [] };
  const actions = parseCardLines(lines, { monsterIdOf: (name) => monsterIds[name], tally });
  return { actions, tally };
}

describe('parseCardLines', () => {
  it('reads relative and fixed values and puts "^" lines under the action above', () => {
    const { actions, tally } = parse(['%move% - 1', '*.........', '%attack% + 2', '^%range% 3', '^%target% 2', '^%poison%']);
    expect(actions).toEqual([
      { type: 'move', value: -1, isRelative: true },
      {
        type: 'attack',
        value: 2,
        isRelative: true,
        subActions: [
          { type: 'range', value: 3, isRelative: false },
          { type: 'target', value: 2 },
          { type: 'condition', condition: 'poison' },
        ],
      },
    ]);
    expect(tally).toEqual({ cardLines: 5, structuredCardLines: 5, keptAsText: [] });
  });

  it('nests an element bonus under the attack it improves, and keeps a self-heal bonus apart', () => {
    const { actions } = parse([
      '%attack% + 0',
      '[r]',
      '%dark%%use%',
      '[c]',
      '^+1 %attack%',
      '^%wound%',
      '[/c]',
      '[/r]',
      '[r]',
      '%air%%use%',
      '^%heal% 2',
      '^Self',
      '[/r]',
    ]);
    expect(actions).toEqual([
      {
        type: 'attack',
        value: 0,
        isRelative: true,
        subActions: [
          {
            type: 'element',
            element: 'dark',
            use: 'consume',
            subActions: [
              { type: 'attack', value: 1, isRelative: true },
              { type: 'condition', condition: 'wound' },
            ],
          },
        ],
      },
      {
        type: 'element',
        element: 'air',
        use: 'consume',
        subActions: [{ type: 'heal', value: 2, isRelative: false, subActions: [{ type: 'affect', group: 'self' }] }],
      },
    ]);
  });

  it('reads areas, summons, boss specials, self-damage and infusions', () => {
    const { actions } = parse([
      '%attack% - 1',
      '¤aoe-triangle-2-side',
      'Summon elite',
      'Thornling',
      '^Bog Shambler suffers 2 damage.',
      'Special 2',
      '%earth%',
    ]);
    expect(actions).toEqual([
      {
        type: 'attack',
        value: -1,
        isRelative: true,
        subActions: [
          {
            type: 'area',
            cells: [
              { x: 0, y: 1, role: 'target' },
              { x: 1, y: 0, role: 'target' },
              { x: 1, y: 1, role: 'target' },
            ],
          },
        ],
      },
      { type: 'summon', monster: 'thornling', rank: 'elite' },
      { type: 'sufferDamage', value: 2, who: 'self' },
      { type: 'bossSpecial', special: 2 },
      { type: 'element', element: 'earth', use: 'infuse' },
    ]);
  });

  it('keeps prose as text, joins wrapped prose lines, and counts them as unstructured', () => {
    const { actions, tally } = parse(['%shield% + 1', '*Mud spreads over', '*the hex it stands in.', '[r]', '[/r]', 'Å.']);
    expect(actions).toEqual([
      { type: 'shield', value: 1, isRelative: false },
      { type: 'special', text: 'Mud spreads over the hex it stands in.' },
    ]);
    expect(tally.cardLines).toBe(3);
    expect(tally.structuredCardLines).toBe(1);
  });

  it('reads several actions on one line and an "instead" bonus', () => {
    const { actions } = parse(['%move% + 2, %attack% - 1', '[r]', '%ice%%use%', '^%push% 3 instead', '[/r]']);
    expect(actions[0]).toEqual({ type: 'move', value: 2, isRelative: true });
    expect(actions[1]).toEqual({
      type: 'attack',
      value: -1,
      isRelative: true,
      subActions: [
        {
          type: 'element',
          element: 'ice',
          use: 'consume',
          subActions: [{ type: 'push', value: 3, subActions: [{ type: 'special', text: 'instead' }] }],
        },
      ],
    });
  });
});
