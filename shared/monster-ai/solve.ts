import type { Hex } from '../hex/types';
import type { MonsterTurnAnswer, MonsterTurnOption } from './answer';
import { explain } from './explain';
import { wordReason } from './reasons';
import type { ParsedQuery } from './query';
import { situationOf } from './situation';
import { pathTo } from './travel';
import { turnOptions } from './turnOptions';

/**
 * Where one monster goes and whom it attacks, with every equally valid option and the reasons. The
 * query arrives parsed: the router, the command line and `runSuite` parse what they read.
 */
export function solveMonsterTurn(parsed: ParsedQuery): MonsterTurnAnswer {
  const situation = situationOf(parsed);
  const solution = turnOptions(situation, parsed);
  const hexes = (ids: Iterable<number>): Hex[] => [...ids].sort((a, b) => a - b).map(situation.hexOf);
  const options: MonsterTurnOption[] = solution.options.map((option) => {
    const answer: MonsterTurnOption = {
      moveTo: situation.hexOf(option.moveTo),
      // A teleport takes no path: it goes straight from its hex to the new one.
      path: (parsed.ability.movement === 'teleport' && option.moveTo !== situation.start
        ? [situation.start, option.moveTo]
        : pathTo(situation, solution.travel, option.moveTo)
      ).map(situation.hexOf),
      attacks: option.attacks.map((id) => situation.figureAt[id] ?? '').sort(),
      focus: [...option.focus].map((id) => situation.figureAt[id] ?? '').sort(),
      headingFor: hexes(option.headingFor),
    };
    if (option.areaHexes.length > 0 && option.attacks.length > 0) answer.area = hexes(option.areaHexes);
    return answer;
  });
  options.sort((a, b) => a.moveTo[0] - b.moveTo[0] || a.moveTo[1] - b.moveTo[1] || a.attacks.join().localeCompare(b.attacks.join()));
  const reasons = explain(situation, solution, parsed);
  return { format: 'monster-turn-answer/1', options, explanation: reasons.map((reason) => wordReason(reason)), reasons };
}
