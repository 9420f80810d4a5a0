import { describe, expect, it } from 'vitest';
import { run, testScenario } from './scenario.fixture';
import { sessionFigures } from '../../automaton/session';
import type { ScenarioCommandInput } from './commands';
import { turnOrder } from './initiative';

const room: ScenarioCommandInput = { type: 'EditBoard', edit: { type: 'fillRectangle', from: [0, 0], to: [5, 4], terrain: 'floor' } };
const placeWren: ScenarioCommandInput = {
  type: 'EditBoard',
  edit: {
    type: 'placeFigure',
    figure: { id: 'wren', kind: 'character', hex: [1, 1], name: 'Wren', isElite: false, isLongResting: false, isInvisible: false },
  },
};
const onBoard = (state: ReturnType<typeof testScenario>) => (state.board?.figures ?? []).map((f) => f.id);

describe('permanent death (1st ed. rulebook p. 50; 2nd ed. rulebook p. 58)', () => {
  it('a character at 0 hit points dies instead of being merely exhausted', () => {
    const damage = { type: 'SufferDamage', figure: { kind: 'character', id: 'wren' }, amount: 20, source: 'other' } as const;
    const dead = run(testScenario('gh1', { isPermanentDeath: true }), damage);
    expect(dead.characters.wren).toMatchObject({ isExhausted: true, isDead: true });
    const out = run(testScenario('gh2'), damage);
    expect(out.characters.wren?.isExhausted).toBe(true);
    expect(out.characters.wren?.isDead).toBeUndefined();
  });

  it('exhausted by its cards, a character stays on the map, acts no more and is a target at initiative 99 (p. 50)', () => {
    const exhaust = { type: 'ExhaustCharacter', characterId: 'wren' } as const;
    const state = run(testScenario('gh1', { isPermanentDeath: true }), room, placeWren, exhaust);
    expect(state.characters.wren).toMatchObject({ isExhausted: true, staysOnMap: true });
    expect(onBoard(state)).toContain('wren');
    expect(sessionFigures(state).find((f) => f.ref.id === 'wren')).toMatchObject({ initiative: 99, isLongResting: false });
    // At 0 hit points it dies and leaves the map.
    const dead = run(state, { type: 'SufferDamage', figure: { kind: 'character', id: 'wren' }, amount: 20, source: 'other' });
    expect(dead.characters.wren).toMatchObject({ isDead: true });
    expect(dead.characters.wren?.staysOnMap).toBeUndefined();
    expect(onBoard(dead)).not.toContain('wren');
    // Without the variant an exhausted character leaves the map at once.
    const gone = run(testScenario('gh1'), room, placeWren, exhaust);
    expect(onBoard(gone)).not.toContain('wren');
    expect(sessionFigures(gone).some((f) => f.ref.id === 'wren')).toBe(false);
  });

  it('exhausted by its cards after choosing its initiative, it takes no turn that round (p. 50: it acts no more)', () => {
    const chosen = run(
      testScenario('gh1', { isPermanentDeath: true }),
      room,
      placeWren,
      { type: 'ChooseInitiative', characterId: 'wren', choice: { kind: 'cards', leading: 5, second: 60 } },
      { type: 'ChooseInitiative', characterId: 'tam', choice: { kind: 'cards', leading: 70, second: 80 } },
    );
    expect(turnOrder(chosen).map((slot) => slot.figure.id)).toEqual(['wren', 'tam']);
    const exhausted = run(chosen, { type: 'ExhaustCharacter', characterId: 'wren' });
    expect(turnOrder(exhausted).map((slot) => slot.figure.id)).toEqual(['tam']);
  });

  it('a character exhausted for want of cards survives', () => {
    const state = run(testScenario('gh2', { isPermanentDeath: true }), { type: 'ExhaustCharacter', characterId: 'wren' });
    expect(state.characters.wren?.isExhausted).toBe(true);
    expect(state.characters.wren?.isDead).toBeUndefined();
  });
});
