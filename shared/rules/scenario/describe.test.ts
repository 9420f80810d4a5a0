import { describe, expect, it } from 'vitest';
import { type ScenarioCommandInput, type ScenarioState } from './index';
import { decideInput, run, testScenario } from './scenario.fixture';
import { describeCommand } from './commands';
import { keysMissingFromCatalog, lineIn } from '../../i18n/catalogs.fixture';

/** The history line for a command the engine accepts, as the host writes it. */
function lineFor(state: ScenarioState, command: ScenarioCommandInput): string {
  const decision = decideInput(state, command);
  if (!('events' in decision)) throw new Error(decision.violation.message);
  return lineIn(describeCommand(state, command as never, decision.events));
}

describe('history lines', () => {
  it('say "the Monsters\' deck" and name drawn cards as printed, not by their ids', () => {
    const state = testScenario('gh1');
    expect(lineFor(state, { type: 'ShuffleInModifierCard', deck: 'monsters', card: 'curse' })).toBe("Curse shuffled into Monsters' deck");
    expect(lineFor(state, { type: 'ShuffleInModifierCard', deck: 'wren', card: 'bless' })).toBe("Bless shuffled into Wren's deck");
  });

  it('name who infuses or consumes, so two monsters of a group infusing fire read as two different lines', () => {
    const withHounds = run(testScenario('gh1'), {
      type: 'AddMonsters',
      monsters: [
        { typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 },
        { typeId: 'rust-hound', rank: 'normal', standeeNumber: 2 },
      ],
    });
    const turnOf = (id: string): ScenarioState => ({ ...withHounds, activeFigure: { kind: 'monster', id } });
    const first = lineFor(turnOf('rust-hound#1'), { type: 'InfuseElement', element: 'fire' });
    const second = lineFor(turnOf('rust-hound#2'), { type: 'InfuseElement', element: 'fire' });
    expect(first).not.toBe(second);
    expect(first).toMatch(/^Rust Hound 1 infuses fire/);
    expect(lineFor(withHounds, { type: 'InfuseElement', element: 'ice', isImmediate: true })).toBe('Ice infused at once (scenario rule)');
    expect(
      lineFor(
        { ...turnOf('rust-hound#2'), elements: { ...withHounds.elements, fire: 'strong' } },
        { type: 'ConsumeElement', element: 'fire' },
      ),
    ).toBe('Rust Hound 2 consumes fire');
  });
});

describe('history lines as keyed words', () => {
  it("use only keys both catalogs have, and word a round's commands in German", () => {
    let state = testScenario('gh1');
    const lines = [];
    const commands: ScenarioCommandInput[] = [
      { type: 'AddMonsters', monsters: [{ typeId: 'rust-hound', rank: 'normal', standeeNumber: 1 }] },
      { type: 'ShuffleInModifierCard', deck: 'monsters', card: 'curse' },
      { type: 'InfuseElement', element: 'ice', isImmediate: true },
      { type: 'SufferDamage', figure: { kind: 'monster', id: 'rust-hound#1' }, amount: 1, source: 'other' },
      { type: 'AddCondition', figure: { kind: 'monster', id: 'rust-hound#1' }, condition: 'poison' },
      { type: 'MarkGoalMet' },
    ];
    for (const command of commands) {
      const decision = decideInput(state, command);
      if (!('events' in decision)) throw new Error(decision.violation.message);
      lines.push(describeCommand(state, command as never, decision.events));
      state = run(state, command);
    }
    for (const line of lines) expect(keysMissingFromCatalog(line)).toEqual([]);
    expect(lines.map((line) => lineIn(line, 'de'))).toEqual([
      '1 Monster hinzugefügt',
      'Fluch in den Stapel der Monster gemischt',
      'Eis sofort erzeugt (Szenarioregel)',
      'Rust Hound 1 erleidet 1 Schaden',
      'Rust Hound 1: +Gift',
      'Szenarioziel erfüllt: Es endet nach dieser Runde',
    ]);
    expect(lineIn(lines[0]!)).toBe('Added 1 monster');
  });
});
