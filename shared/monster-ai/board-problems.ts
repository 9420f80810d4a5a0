import { refusal, type Refusal } from '../rules/refusal';
import type { ParsedQuery } from './query';
import { MAX_PLACEMENT_STEPS, MAX_TARGET_GROUPS, workOf } from './work';

/**
 * What the solver needs of a board beyond the schema, each as a refusal (`refusals.host.monsterAi.*`,
 * worded where it is shown): every figure has its own name and stands on a hex of the map, one
 * figure per hex (rulebook p. 12), the active figure is among them, and the sizes do not multiply
 * into more work than a turn is worth (work.ts). Empty when the board is sound. Figures are named by whoever set the board up; a name is cut to 40 characters.
 */
export function boardProblems(query: ParsedQuery): Refusal[] {
  const problems: Refusal[] = [];
  const name = (id: string) => id.slice(0, 40);
  const onMap = new Set(query.map.hexes.map(([q, r]) => `${q},${r}`));
  const ids = new Set<string>();
  const taken = new Map<string, string>();
  for (const figure of query.figures) {
    if (ids.has(figure.id)) problems.push(refusal('host.monsterAi.sameName', { figure: name(figure.id) }));
    ids.add(figure.id);
    const hex = `${figure.hex[0]},${figure.hex[1]}`;
    if (!onMap.has(hex)) problems.push(refusal('host.monsterAi.offMap', { figure: name(figure.id), hex }));
    const other = taken.get(hex);
    if (other !== undefined) problems.push(refusal('host.monsterAi.sameHex', { figure: name(figure.id), other: name(other), hex }));
    taken.set(hex, figure.id);
  }
  if (!query.figures.some((figure) => figure.id === query.active))
    problems.push(refusal('host.monsterAi.noActive', { figure: name(query.active) }));
  problems.push(...workProblems(query));
  return problems.slice(0, 3);
}

/**
 * Sizes each inside their bounds can still multiply into more work than a turn is worth (work.ts):
 * the refusals that say which, empty when the query is within them.
 */
export function workProblems(query: ParsedQuery): Refusal[] {
  const problems: Refusal[] = [];
  const work = workOf(query);
  if (work.placementSteps > MAX_PLACEMENT_STEPS)
    problems.push(
      // Only a ranged area multiplies this far (4,900 hexes times 199 enemies alone stays within it).
      refusal('host.monsterAi.tooLarge', { hexes: work.hexes, enemies: work.enemies, cells: work.areaCells }),
    );
  if (work.targetGroups > MAX_TARGET_GROUPS)
    problems.push(
      refusal('host.monsterAi.tooManyTargetGroups', { enemies: work.enemies, targets: (query.ability.attack?.targets ?? 1) - 1 }),
    );
  return problems;
}
