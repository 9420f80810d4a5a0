import { expect, it } from 'vitest';
import { lineIn } from '../../../i18n/catalogs.fixture';
import { ruleLine } from '../../../rules/scenario/special-rules/words';
import { describeWithPeerData, readPeerJson } from '../../../../tests/support/peer';
import type { Scenario, SpecialRule } from '../../model/scenario';
import { importGhsEdition } from './import-ghs';
import { roomObjectivesOf } from './scenarios';

const words = (rule: SpecialRule | undefined, language: 'en' | 'de' = 'en') =>
  rule === undefined ? '' : lineIn(rule.kind === 'applied' ? ruleLine(rule.rule, 2) : rule.line, language);

it("reads a room's objectives as places from 0 in the scenario's list, a party size kept, and leaves out what does not read", () => {
  expect(roomObjectivesOf([1, 1, '2:C > 2', '3:C > 3'], 3)).toEqual([
    { objective: 0 },
    { objective: 0 },
    { objective: 1, charactersAbove: 2 },
    { objective: 2, charactersAbove: 3 },
  ]);
  // Hostile input: no such objective, junk, a huge list.
  expect(roomObjectivesOf([0, 4, -1, 1.5, '9:C > 2', '1:C > 9', { a: 1 }, null, 'x'], 3)).toEqual([]);
  expect(roomObjectivesOf('1', 3)).toEqual([]);
  expect(
    roomObjectivesOf(
      Array.from({ length: 500 }, () => 1),
      1,
    ),
  ).toHaveLength(48);
});

describeWithPeerData("gh.json's objectives", () => {
  const outcome = importGhsEdition(readPeerJson('ghs-data', 'gh.json'));
  if (!outcome.ok) throw new Error('gh.json did not import');
  const scenario = (index: string): Scenario => outcome.pack.scenarios.find((s) => s.index === index)!;

  it('keeps each objective’s marker, count and escort, and which room holds which', () => {
    const trees = scenario('72');
    expect(trees.objectives.map(({ name, marker, health }) => ({ name, marker, health }))).toEqual(
      ['a', 'b', 'c'].map((marker) => ({ name: 'Tree', marker, health: 'Cx(3+L)' })),
    );
    expect(trees.rooms.find((room) => room.isStart)?.objectives).toEqual([{ objective: 0 }, { objective: 1 }, { objective: 2 }]);
    const orchids = scenario('56');
    expect(orchids.objectives).toEqual([
      { name: 'Captive Orchid', health: '4+(2xL)', isEscort: true, initiative: 50, marker: 'a', count: 3 },
    ]);
    expect(orchids.rooms.find((room) => room.number === 4)?.objectives).toEqual([{ objective: 0 }, { objective: 0 }, { objective: 0 }]);
    expect(orchids.rooms.find((room) => room.number === 1)?.objectives).toBeUndefined();
    expect(scenario('26').rooms.find((room) => room.number === 3)?.objectives).toEqual([
      { objective: 0 },
      { objective: 0 },
      { objective: 1, charactersAbove: 2 },
      { objective: 2, charactersAbove: 3 },
    ]);
  });

  it('applies the door destroyed that opens a room (33), in English and German', () => {
    const [door] = scenario('33').rules ?? [];
    expect(door?.kind === 'applied' && door.rule).toMatchObject({
      at: 'figureDied',
      isOnce: true,
      figures: [{ kind: 'objectiveDestroyed', objectives: [0], name: 'Door', marker: 'b' }],
      effects: [{ kind: 'openRooms', rooms: [{ number: 2 }] }],
    });
    expect(words(door)).toBe('When Door b is destroyed, once: the room on tile C2b opens, with its monsters.');
    expect(words(door, 'de')).toBe('Sobald Door b zerstört ist, einmal: der Raum auf Kartenteil C2b öffnet sich, mit seinen Monstern.');
  });

  it('applies the oozes spawning while each tree stands (72)', () => {
    const rules = scenario('72').rules ?? [];
    expect(rules.map((rule) => rule.kind)).toEqual(Array.from({ length: 6 }, () => 'applied'));
    const [first] = rules;
    expect(first?.kind === 'applied' && first.rule).toMatchObject({
      at: 'roundEnd',
      rounds: [{ kind: 'cycle', every: 6, remainder: 1 }],
      figures: [{ kind: 'objectiveStands', objectives: [0], marker: 'a' }],
      effects: [{ kind: 'spawn', monsters: [{ monster: 'ooze', marker: 'a' }] }],
    });
    expect(words(first)).toMatch(/^At the end of round 1 and every 6 rounds after it, while Tree a stands: /);
  });

  it('applies the escort’s death losing the scenario once its room is revealed (56)', () => {
    const [rule] = scenario('56').rules ?? [];
    expect(rule?.kind === 'applied' && rule.rule).toMatchObject({
      at: 'figureDied',
      requiredRooms: [{ number: 4 }],
      figures: [{ kind: 'objectiveDestroyed', objectives: [0], marker: 'a' }],
      effects: [{ kind: 'end', outcome: 'lost' }],
    });
  });

  it('keeps as words a spawn whose count the data leaves to the book (26, 75)', () => {
    expect(
      scenario('26')
        .rules?.slice(1)
        .map((rule) => rule.kind),
    ).toEqual(['shown', 'shown', 'shown']);
    expect(scenario('75').rules?.map((rule) => rule.kind)).toEqual(['shown', 'shown', 'applied']);
  });
});
