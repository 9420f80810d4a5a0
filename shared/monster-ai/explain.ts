import type { Situation } from './situation';
import type { TurnSolution } from './turnOptions';

function hexText(situation: Situation, id: number): string {
  const [q, r] = situation.hexOf(id);
  return `[${q},${r}]`;
}

function names(situation: Situation, ids: Iterable<number>): string {
  const list = [...ids].map((id) => situation.figureAt[id] || hexText(situation, id)).sort();
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Plain sentences for the players: who the focus is and why, where the monster goes and why. */
export function explain(situation: Situation, solution: TurnSolution): string[] {
  const { focus, attack, options, travel } = solution;
  const lines: string[] = [];
  if (situation.enemies.length === 0) {
    lines.push('There is no enemy the monster can see or focus on (invisible enemies are ignored), so it has no focus and does not move.');
    return lines;
  }
  if (focus.enemies.length === 0) {
    lines.push('No enemy can be attacked from any hex the monster could ever reach, so it has no focus and stays where it is.');
    return lines;
  }
  const way = focus.negatives === 0 ? 'no negative hexes on the way' : `${plural(focus.negatives, 'negative hex')} on the way, the fewest possible`;
  const who = focus.enemies.length === 1 ? `Focus: ${names(situation, focus.enemies)}` : `Focus is a tie between ${names(situation, focus.enemies)}; the players choose`;
  lines.push(`${who}. It needs ${plural(focus.distance, 'movement point')} to reach a hex it can attack from, with ${way}.`);
  if (situation.enemies.length > focus.enemies.length) {
    const ties = situation.rules.proximityBreaksFocusTies ? 'then the nearest by proximity, then the earliest initiative' : 'then the earliest initiative';
    lines.push(`Other enemies need more negative hexes or more movement (ties go to ${ties}).`);
  }
  if (!attack.hasAttack) lines.push('The card has no attack, so the monster moves as if it had a melee attack.');
  for (const option of options) {
    const moved = travel.distance[option.moveTo] ?? 0;
    const where = option.moveTo === situation.start ? `It stays at ${hexText(situation, option.moveTo)}` : `It moves ${plural(moved, 'movement point')} to ${hexText(situation, option.moveTo)}`;
    if (option.attacks.length > 0) {
      const area = option.areaHexes.length > 0 ? ` with its area attack over ${option.areaHexes.map((h) => hexText(situation, h)).join(' ')}` : '';
      lines.push(`${where} and attacks ${names(situation, option.attacks)}${area}.`);
    } else if (option.headingFor.size > 0 && !option.headingFor.has(option.moveTo)) {
      lines.push(`${where}: it cannot attack ${names(situation, option.focus)} this turn, so it gets as close as it can to ${[...option.headingFor].map((h) => hexText(situation, h)).join(' or ')}, where it could attack.`);
    } else {
      lines.push(`${where}.`);
    }
  }
  if (attack.fearsDisadvantage) lines.push('A ranged attack against an adjacent enemy has disadvantage, so it prefers a hex that is in range but not adjacent.');
  if (options.length > 1) lines.push('These options are equally good by the rules; the players choose.');
  return lines;
}
