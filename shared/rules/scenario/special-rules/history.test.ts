import { describe, expect, it } from 'vitest';
import { lineIn } from '../../../i18n/catalogs.fixture';
import { testScenario } from '../scenario.fixture';
import { openingRulesLine } from './history';
import type { ScenarioRule } from './rule';

/** Invented rules (no game content): each test names what it checks. */
const rule = (index: number, fields: Partial<ScenarioRule> & Pick<ScenarioRule, 'effects'>): ScenarioRule => ({
  index,
  at: 'roundEnd',
  rounds: [],
  isOnce: false,
  requiredRooms: [],
  ...fields,
});

describe('the setup’s history line: the rules Haven applied at the start', () => {
  it('says the rules of the start of round 1, in English and German, and not those of later rounds or of a round’s end', () => {
    const state = testScenario('gh1', {
      rules: [
        rule(0, { at: 'roundStart', rounds: [{ kind: 'round', round: 1 }], effects: [{ kind: 'modifierCards', card: 'curse', count: 2 }] }),
        rule(1, { at: 'roundStart', rounds: [{ kind: 'round', round: 2 }], effects: [{ kind: 'conditions', conditions: ['muddle'] }] }),
        rule(2, { at: 'roundStart', effects: [{ kind: 'elements', elements: [{ element: 'dark', strength: 'strong' }] }] }),
        rule(3, { at: 'roundEnd', rounds: [{ kind: 'round', round: 1 }], effects: [{ kind: 'conditions', conditions: ['wound'] }] }),
      ],
    });
    const line = openingRulesLine(state);
    if (line === undefined) throw new Error('no line for the opening rules');
    expect(lineIn(line, 'en')).toBe(
      'Scenario set up. Scenario rules applied at the start: every character shuffles 2 curse cards into their attack modifier deck; Dark is strong',
    );
    expect(lineIn(line, 'de')).toMatch(/^Szenario aufgebaut\. Zu Beginn angewendete Szenarioregeln: jeder Charakter mischt 2 Fluchkarten/);
    expect(lineIn(line, 'de')).not.toMatch(/muddle|wound|Verwirr|Wunde/i);
  });

  it('says nothing where no rule applies at the start', () => {
    const state = testScenario('gh1', {
      rules: [rule(0, { at: 'roundEnd', rounds: [{ kind: 'round', round: 1 }], effects: [{ kind: 'conditions', conditions: ['wound'] }] })],
    });
    expect(openingRulesLine(state)).toBeUndefined();
    expect(openingRulesLine(testScenario('gh1'))).toBeUndefined();
  });
});
