import type { ScenarioRule } from './rule';

/** An invented rule for tests (no game content): at the end of every round unless the fields say otherwise. */
export const rule = (index: number, fields: Partial<ScenarioRule> & Pick<ScenarioRule, 'effects'>): ScenarioRule => ({
  index,
  at: 'roundEnd',
  rounds: [],
  isOnce: false,
  requiredRooms: [],
  ...fields,
});
