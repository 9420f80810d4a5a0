import type { ModifierDrawView } from './view-types';
import type { ScenarioEvent } from '../events';
import type { ScenarioState } from '../state';
import { modifierDeckName } from './parts';
import { figureName } from './views';

/**
 * The newest modifier draw among live log rows (newest first): every card drawn (both with
 * advantage or disadvantage, rolling chains in order) and the ones that applied, with the
 * attack's result per target.
 */
export function lastModifierDraw(
  state: ScenarioState,
  rowsNewestFirst: ReadonlyArray<{ seq: number; events: string }>,
): ModifierDrawView | null {
  for (const row of rowsNewestFirst) {
    const events = JSON.parse(row.events) as ScenarioEvent[];
    const draws = events.filter(
      (e): e is Extract<ScenarioEvent, { type: 'AttackModifierCardsDrawn' }> => e.type === 'AttackModifierCardsDrawn',
    );
    const first = draws[0];
    if (first === undefined) continue;
    return {
      seq: row.seq,
      deck: first.deck,
      deckName: modifierDeckName(state, first.deck),
      drawn: draws.flatMap((d) => d.drawn),
      applied: draws.flatMap((d) => d.applied),
      results: events.flatMap((e) =>
        e.type === 'AttackResolved'
          ? [
              {
                target: figureName(state, e.target),
                attackValue: e.attackValue,
                afterModifier: e.afterModifier,
                damage: e.damage,
                ...(e.beforeWard !== undefined ? { beforeWard: e.beforeWard } : {}),
                ...(e.isNegated ? { isNegated: true } : {}),
                isNull: e.isNull,
              },
            ]
          : [],
      ),
    };
  }
  return null;
}
