import { expect, it } from 'vitest';
import type { FoundersCommand } from './commands';
import { decide } from './decide';
import { describeFoundersEvent } from './describe';
import { evolve } from './evolve';
import { isViolation, type FoundersState } from './game-state';
import { gameWith } from './founders.fixture';
import { keysMissingFromCatalog, lineIn } from '../../i18n/catalogs.fixture';

it("words a game's history lines from keys both catalogs have, in English and in German", () => {
  let state: FoundersState = { ...gameWith(['Red', 'Blue', 'Green'], [{ id: 'stone-1', resource: 'stone', owner: 'Blue' }]) };
  state = { ...state, tiles: [...state.tiles, { id: 'population-1', resource: 'population', owner: 'Green' }] };
  const commands: FoundersCommand[] = [
    {
      type: 'BuildResource',
      player: 'Red',
      tile: { id: 'brick-1', resource: 'brick' },
      from: [{ tile: 'stone-1' }, { tile: 'population-1' }],
    },
    { type: 'BuildHouse', player: 'Blue' },
  ];
  const lines = [];
  for (const command of commands) {
    const events = decide(state, command);
    if (isViolation(events)) throw new Error(events.violation);
    for (const event of events) {
      lines.push(describeFoundersEvent(state, event));
      state = evolve(state, event);
    }
  }
  for (const line of lines) expect(keysMissingFromCatalog(line)).toEqual([]);
  const english = lines.map((line) => lineIn(line));
  const german = lines.map((line) => lineIn(line, 'de'));
  expect(english.at(-2)).toBe('Blue built a house (1 of 3)');
  expect(german.at(-2)).toBe('Blue hat ein Haus gebaut (1 von 3)');
  expect(english.at(-1)).toBe('Blue paid 3 money to the bank for the house');
  expect(german.at(-1)).toBe('Blue hat 3 Geld an die Bank für das Haus gezahlt');
  expect(english[1]).toBe('Red paid 4 money to the bank for the upgrade');
  expect(english[0]).toMatch(/^Red built brick \(tile brick 1\): /);
  expect(german[0]).toMatch(/^Red hat Ziegel gebaut \(Plättchen Ziegel 1\): /);
});
