import type { ParsedQuery } from './query';
import { hexText, type Reason } from './reasons';
import type { Situation } from './situation';
import { pathTo, type Travel } from './travel';
import type { TurnSolution } from './turnOptions';

/** A figure by its id; a hex in brackets where no figure stands (never the case for an enemy). */
function nameOf(situation: Situation, id: number): string {
  return situation.figureAt[id] || hexText(situation.hexOf(id));
}

/** Figures in the order the sentence names them (sorted, so that the answer is the same every time). */
function figures(situation: Situation, ids: Iterable<number>): { figures: string[] } {
  return { figures: [...ids].map((id) => nameOf(situation, id)).sort() };
}

function hexes(situation: Situation, ids: Iterable<number>, joined: 'space' | 'or' = 'space') {
  return { hexes: [...ids].map(situation.hexOf), joined };
}

const yes = (is: boolean) => (is ? 'yes' : 'no');

/** Whether the best path to `to` slides over icy terrain (more hexes than movement points). */
function slides(situation: Situation, to: number, travel: Travel): boolean {
  return situation.movement === 'normal' && pathTo(situation, travel, to).some((id) => situation.terrain.isIcy[id] === 1);
}

/** Why each other enemy is not the focus, in the order the focus rules apply. */
function otherEnemies(situation: Situation, solution: TurnSolution): Reason[] {
  const { focus } = solution;
  const reasons: Reason[] = [];
  const first = focus.enemies[0] ?? -1;
  const nearness = situation.proximity(situation.start);
  for (const enemy of situation.enemies) {
    if (focus.enemies.includes(enemy)) continue;
    const name = nameOf(situation, enemy);
    const approach = focus.approaches.get(enemy) ?? null;
    if (!approach) {
      reasons.push({ key: 'unreachable', values: { name: { figures: [name] } } });
    } else if (approach[0] !== focus.negatives || approach[1] !== focus.distance) {
      reasons.push({ key: 'worse', values: { name: { figures: [name] }, negatives: approach[0], distance: approach[1] } });
    } else if (situation.rules.proximityBreaksFocusTies && (nearness[enemy] ?? 0) !== (nearness[first] ?? 0)) {
      reasons.push({
        key: 'farther',
        values: { name: { figures: [name] }, hexes: nearness[enemy] ?? 0, nearest: String(nearness[first] ?? 0) },
      });
    } else {
      reasons.push({ key: 'later', values: { name: { figures: [name] }, near: yes(situation.rules.proximityBreaksFocusTies) } });
    }
  }
  return reasons;
}

/**
 * The reasons for the players, as catalog keys and values (shared/monster-ai/reasons.ts words
 * them): who the focus is and why, why not the others, where the monster goes and why.
 */
export function explain(situation: Situation, solution: TurnSolution, query: ParsedQuery): Reason[] {
  const { focus, attack, options, travel, choices } = solution;
  if (situation.enemies.length === 0) return [{ key: 'noEnemy' }];
  if (focus.enemies.length === 0) return [{ key: 'noReachableEnemy' }];
  const reasons: Reason[] = [
    {
      key: 'focus',
      values: {
        tie: yes(focus.enemies.length > 1),
        names: figures(situation, focus.enemies),
        here: yes(focus.distance === 0 && focus.negatives === 0),
        distance: focus.distance,
        negatives: focus.negatives,
      },
    },
    ...otherEnemies(situation, solution),
  ];
  if (!attack.hasAttack) reasons.push({ key: 'noAttack' });
  if (situation.move === 0) reasons.push({ key: 'noMove' });
  for (const option of options) {
    const stays = option.moveTo === situation.start;
    const where: Reason = {
      key: 'where',
      values: { stays: yes(stays), moved: travel.distance[option.moveTo] ?? 0, hex: hexes(situation, [option.moveTo]) },
    };
    if (option.attacks.length > 0) {
      const area = option.areaHexes.length > 0;
      reasons.push({
        key: 'attacks',
        values: {
          where,
          names: figures(situation, option.attacks),
          area: yes(area),
          areaHexes: area ? hexes(situation, option.areaHexes) : '',
        },
      });
    } else if (option.headingFor.size > 0 && !option.headingFor.has(option.moveTo)) {
      const targets = Math.max(0, ...[...option.focus].map((f) => choices.get(f)?.targetCount ?? 1));
      reasons.push({
        key: 'heading',
        values: {
          where,
          closer: yes(stays && situation.move > 0),
          names: figures(situation, option.focus),
          headingFor: hexes(situation, option.headingFor, 'or'),
          more: Math.max(0, targets - 1),
        },
      });
    } else {
      reasons.push({ key: 'moves', values: { where } });
    }
  }
  if (query.ability.muddled && query.ability.attack && query.ability.attack.range > 0) reasons.push({ key: 'muddled' });
  if (options.some((o) => o.moveTo !== situation.start && slides(situation, o.moveTo, travel))) reasons.push({ key: 'icy' });
  if (attack.fearsDisadvantage) reasons.push({ key: 'fearsDisadvantage' });
  if (options.length > 1) reasons.push({ key: 'tie' });
  return reasons;
}
