import type { ParsedQuery } from './query';
import type { Situation } from './situation';
import { pathTo, type Travel } from './travel';
import type { TurnSolution } from './turnOptions';

function hexText(situation: Situation, id: number): string {
  const [q, r] = situation.hexOf(id);
  return `[${q},${r}]`;
}

function nameOf(situation: Situation, id: number): string {
  return situation.figureAt[id] || hexText(situation, id);
}

function names(situation: Situation, ids: Iterable<number>): string {
  const list = [...ids].map((id) => nameOf(situation, id)).sort();
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

function costText(negatives: number, distance: number): string {
  const way = negatives === 0 ? 'no negative hexes' : plural(negatives, 'negative hex', 'negative hexes');
  return `${plural(distance, 'movement point')} with ${way}`;
}

/** Whether the best path to `to` slides over icy terrain (more hexes than movement points). */
function slides(situation: Situation, to: number, travel: Travel): boolean {
  return situation.movement === 'normal' && pathTo(situation, travel, to).some((id) => situation.terrain.isIcy[id] === 1);
}

/** Why each other enemy is not the focus, in the order the focus rules apply. */
function otherEnemies(situation: Situation, solution: TurnSolution): string[] {
  const { focus } = solution;
  const lines: string[] = [];
  const first = focus.enemies[0] ?? -1;
  const nearness = situation.proximity(situation.start);
  for (const enemy of situation.enemies) {
    if (focus.enemies.includes(enemy)) continue;
    const name = nameOf(situation, enemy);
    const approach = focus.approaches.get(enemy) ?? null;
    if (!approach) {
      lines.push(`${name} cannot be attacked from any hex the monster can reach.`);
    } else if (approach[0] !== focus.negatives || approach[1] !== focus.distance) {
      lines.push(`${name} needs ${costText(approach[0], approach[1])}, which is worse.`);
    } else if (situation.rules.proximityBreaksFocusTies && (nearness[enemy] ?? 0) !== (nearness[first] ?? 0)) {
      lines.push(
        `${name} is as easy to reach but farther away (${plural(nearness[enemy] ?? 0, 'hex', 'hexes')} counted around walls, against ${nearness[first] ?? 0}).`,
      );
    } else {
      lines.push(
        `${name} is as easy to reach${situation.rules.proximityBreaksFocusTies ? ' and as near' : ''} but acts later in initiative.`,
      );
    }
  }
  return lines;
}

/** Plain sentences for the players: who the focus is and why, where the monster goes and why. */
export function explain(situation: Situation, solution: TurnSolution, query: ParsedQuery): string[] {
  const { focus, attack, options, travel, choices } = solution;
  const lines: string[] = [];
  if (situation.enemies.length === 0) {
    lines.push('There is no enemy the monster can focus on (invisible enemies are ignored), so it has no focus and does not move.');
    return lines;
  }
  if (focus.enemies.length === 0) {
    lines.push('No enemy can be attacked from any hex the monster could ever reach, so it has no focus and stays where it is.');
    return lines;
  }
  const who =
    focus.enemies.length === 1
      ? `Focus: ${names(situation, focus.enemies)}`
      : `Focus is a tie between ${names(situation, focus.enemies)}; the players choose`;
  const reach =
    focus.distance === 0 && focus.negatives === 0
      ? 'It can attack from where it stands.'
      : `It needs ${costText(focus.negatives, focus.distance)} on the way to reach a hex it can attack from.`;
  lines.push(`${who}. ${reach}`);
  lines.push(...otherEnemies(situation, solution));
  if (!attack.hasAttack) lines.push('The card has no attack, so the monster moves as if it had a melee attack.');
  if (situation.move === 0) lines.push('The card has no move, so the monster stays where it is.');
  for (const option of options) {
    const moved = travel.distance[option.moveTo] ?? 0;
    const where =
      option.moveTo === situation.start
        ? `It stays at ${hexText(situation, option.moveTo)}`
        : `It moves ${plural(moved, 'movement point')} to ${hexText(situation, option.moveTo)}`;
    if (option.attacks.length > 0) {
      const area =
        option.areaHexes.length > 0 ? ` with its area attack over ${option.areaHexes.map((h) => hexText(situation, h)).join(' ')}` : '';
      lines.push(`${where} and attacks ${names(situation, option.attacks)}${area}.`);
    } else if (option.headingFor.size > 0 && !option.headingFor.has(option.moveTo)) {
      const targets = Math.max(0, ...[...option.focus].map((f) => choices.get(f)?.targetCount ?? 1));
      const more = targets > 1 ? ` and ${plural(targets - 1, 'more enemy', 'more enemies')}` : '';
      const closing =
        option.moveTo === situation.start && situation.move > 0 ? ': no hex it can stop on within its move gets it closer' : '';
      lines.push(
        `${where}${closing}. It cannot attack ${names(situation, option.focus)} this turn and heads for ${[...option.headingFor].map((h) => hexText(situation, h)).join(' or ')}, where it could attack ${names(situation, option.focus)}${more}.`,
      );
    } else {
      lines.push(`${where}.`);
    }
  }
  if (query.ability.muddled && query.ability.attack && query.ability.attack.range > 0) {
    lines.push('It is muddled, so it has disadvantage anyway and does not move away from adjacent enemies.');
  }
  if (options.some((o) => o.moveTo !== situation.start && slides(situation, o.moveTo, travel))) {
    lines.push('On icy terrain it slides on in the same direction for no extra movement.');
  }
  if (attack.fearsDisadvantage)
    lines.push('A ranged attack on an adjacent enemy has disadvantage, so it prefers a hex in range that is not adjacent.');
  if (options.length > 1) lines.push('These options are equally good by the rules; the players choose.');
  return lines;
}
