import { allModifierDecksOf, type ModifierDeckView, type MonsterGroupView, type RoomView, type TurnSlotView } from './parts';
import { drawnCardOf } from '../drawn-cards';
import { turnOrder } from '../initiative';
import { standeeStats, workOutCard } from '../monster-stats';
import { settle } from '../settlement';
import type { FigureRef, MonsterRank, ScenarioState } from '../state';
import type { Settlement } from '../settlement';
import { own } from '../../own';

export type { ModifierDeckView, MonsterGroupView, RoomView, TurnSlotView };

/** The name a person reads for a figure: "Ada", "Thornling 3", "Ada's Wolf". */
export function figureName(state: ScenarioState, figure: FigureRef): string {
  if (figure.kind === 'character') return own(state.characters, figure.id)?.name ?? figure.id;
  if (figure.kind === 'summon') return own(state.summons, figure.id)?.name ?? figure.id;
  const standee = own(state.monsters, figure.id);
  if (standee === undefined) {
    // A standee that has died: its id is "<type>#<number>".
    const [typeId = '', number = ''] = figure.id.split('#');
    return `${own(state.monsterTypes, typeId)?.name ?? typeId} ${number}`.trim();
  }
  return `${own(state.monsterTypes, standee.typeId)?.name ?? standee.typeId} ${standee.number}`;
}

/**
 * The round's order for the screen. One slot per character and summon; the standees of a monster
 * type act together on their card, so the screen lists them one by one as the engine does. A slot
 * ties when a figure of another group shares its initiative (the players settle monster-monster
 * ties; characters go before tied monsters).
 */
export function turnOrderView(state: ScenarioState): TurnSlotView[] {
  const slots = turnOrder(state);
  const groupOf = (figure: FigureRef) =>
    figure.kind === 'monster'
      ? `type:${own(state.monsters, figure.id)?.typeId ?? ''}`
      : figure.kind === 'summon'
        ? `owner:${own(state.summons, figure.id)?.ownerId ?? ''}`
        : `owner:${figure.id}`;
  return slots.map((slot) => ({
    figure: slot.figure,
    name: figureName(state, slot.figure),
    initiative: slot.initiative,
    status: slot.status,
    isTied: slots.some((other) => other.initiative === slot.initiative && groupOf(other.figure) !== groupOf(slot.figure)),
  }));
}

const RANKS: MonsterRank[] = ['normal', 'elite', 'boss'];

/** Every monster type with a standee on the map (or in the content, when `includeAll`), in tie order. */
export function monsterGroupsView(state: ScenarioState): MonsterGroupView[] {
  const typeIds = [...new Set([...state.monsterTieOrder, ...Object.values(state.monsters).map((s) => s.typeId)])];
  return typeIds.flatMap((typeId) => {
    const type = own(state.monsterTypes, typeId);
    if (type === undefined) return [];
    const standees = Object.values(state.monsters)
      .filter((s) => s.typeId === typeId)
      .sort((a, b) => (a.rank === b.rank ? a.number - b.number : a.rank === 'normal' ? 1 : -1));
    const stats: MonsterGroupView['stats'] = {};
    for (const rank of type.isBoss ? (['boss'] as const) : (['normal', 'elite'] as const)) {
      const worked = standeeStats(state, {
        id: '',
        typeId,
        number: 0,
        rank,
        health: 0,
        maxHealth: 0,
        conditions: [],
        isSummoned: false,
        isSpawned: false,
        isAlly: false,
        firstRound: 0,
      });
      if (worked !== undefined) stats[rank] = worked;
    }
    const card = drawnCardOf(state, typeId);
    const deck = own(state.abilityDecks, type.deck);
    return [
      {
        typeId,
        name: type.name,
        deck: type.deck,
        isBoss: type.isBoss,
        stats,
        card:
          card === undefined
            ? null
            : {
                id: card.id,
                initiative: card.initiative,
                shuffle: card.shuffle,
                actions: Object.fromEntries(
                  RANKS.filter((rank) => stats[rank] !== undefined).map((rank) => [rank, workOutCard(card, stats[rank]!)]),
                ),
              },
        standees,
        deckCounts: { draw: deck?.drawPile.length ?? 0, discard: deck?.discardPile.length ?? 0 },
      },
    ];
  });
}

export function modifierDecksView(state: ScenarioState): ModifierDeckView[] {
  return allModifierDecksOf(state);
}

export function settlementOf(state: ScenarioState): Settlement | null {
  const result = settle(state);
  return 'settlement' in result ? result.settlement : null;
}
