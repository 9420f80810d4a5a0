import type { AbilityAction, AbilityActionType } from '../../model/ability-action';

/** What a consumed element's bonus may hold when it improves the action printed before it. */
const bonusesOf: Partial<Record<AbilityActionType, ReadonlySet<AbilityActionType>>> = {
  attack: new Set(['attack', 'range', 'target', 'pierce', 'push', 'pull', 'condition', 'area', 'affect', 'special']),
  move: new Set(['move', 'jump', 'special']),
  shield: new Set(['shield', 'special']),
  retaliate: new Set(['retaliate', 'range', 'special']),
  heal: new Set(['heal', 'range', 'special']),
};

/**
 * X-haven Assistant prints an element's bonus in its own row under the action it improves
 * ("%attack% + 0", then "%ice%%use% +2 %attack%"). The bonus belongs to that action, so the
 * consume moves under it; a consume with an effect of its own (a heal, a summon, damage to
 * itself) stays on the card's top level.
 */
export function nestConsumeBonuses(actions: AbilityAction[]): AbilityAction[] {
  const result: AbilityAction[] = [];
  for (const action of actions) {
    const host = [...result].reverse().find((candidate) => candidate.type !== 'element');
    const allowed = host ? bonusesOf[host.type] : undefined;
    const bonus = action.subActions ?? [];
    const isBonusToHost =
      action.type === 'element' &&
      action.use === 'consume' &&
      allowed !== undefined &&
      bonus.length > 0 &&
      bonus.every((sub) => allowed.has(sub.type));
    if (isBonusToHost && host && result.at(-1) === host) (host.subActions ??= []).push(action);
    else result.push(action);
  }
  return result;
}
