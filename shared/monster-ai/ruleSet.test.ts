import { expect, it } from 'vitest';
import { describeWithPeerData, readPeerJson } from '../../tests/support/peer';
import { monsterTurnSuiteSchema } from './runSuite';
import { RULE_SETS, type RuleSet } from './ruleSet';
import { situationOf } from './situation';
import { turnOptions } from './turnOptions';

// Read when a test first asks, so that nothing is read when the peer data is not there.
let loaded: ReturnType<typeof monsterTurnSuiteSchema.parse> | undefined;
const suite = () => (loaded ??= monsterTurnSuiteSchema.parse(readPeerJson('monster-mover', 'monster-turn-suite.json')));

/** Whether the solver, under `rules`, gives exactly the expected outcomes for a suite case. */
function matches(id: string, rules: RuleSet): boolean {
  const testCase = suite().cases.find((c) => c.id === id);
  if (!testCase) throw new Error(`no case ${id}`);
  const situation = situationOf(testCase, rules);
  const key = (hex: readonly number[], attacks: readonly string[]) => `${hex.join(',')}>${[...attacks].sort().join(',')}`;
  const got = turnOptions(situation, testCase).options.map((o) =>
    key(
      situation.hexOf(o.moveTo),
      o.attacks.map((a) => situation.figureAt[a] ?? ''),
    ),
  );
  const wanted = testCase.expected.options.map((o) => key(o.moveTo, o.attacks));
  return new Set(got).size === new Set(wanted).size && wanted.every((k) => got.includes(k));
}

// Each rule-set difference, and the Monster Mover scenarios that pin it down.
const pinned: [keyof RuleSet, string[]][] = [
  ['sight', ['mm-054', 'mm-123', 'mm-148', 'mm-150']],
  ['jumpPaysLastHexTerrain', ['mm-104', 'mm-163', 'mm-164']],
  ['proximityBreaksFocusTies', ['mm-006', 'mm-025', 'mm-090', 'mm-169']],
  ['avoidsFocusDisadvantageFirst', ['mm-064', 'mm-066']],
  ['plansMostTargetsAhead', ['mm-125', 'mm-180', 'mm-181', 'mm-182']],
  ['ranksExtraTargets', ['mm-081', 'mm-121', 'mm-126']],
];

for (const name of ['gh', 'fh', 'jotl'] as const)
  describeWithPeerData(`${name} rules`, () => {
    it.each(pinned)('%s: the suite fails when it is flipped', (flag, scenarios) => {
      const right = RULE_SETS[name];
      const flipped: RuleSet = {
        ...right,
        [flag]: flag === 'sight' ? (right.sight === 'corners' ? 'fullHex' : 'corners') : !right[flag],
      };
      const ids = scenarios.map((s) => `${s}/${name}`);
      expect(ids.filter((id) => !matches(id, right))).toEqual([]);
      expect(ids.filter((id) => !matches(id, flipped))).not.toEqual([]);
    });
  });
