import { expect, it } from 'vitest';
import { startingScenarios } from './starting-scenarios';

it("opens the data's initial scenarios, not the random dungeon (rulebook pp. 6, 51)", () => {
  expect(
    startingScenarios([
      { index: '1', name: 'Black Barrow', isInitial: true },
      { index: '2', name: 'Barrow Lair' },
      { index: 'rnd', name: 'Random Dungeon', isInitial: true },
    ]),
  ).toEqual([{ scenarioId: '1', name: 'Black Barrow' }]);
});
