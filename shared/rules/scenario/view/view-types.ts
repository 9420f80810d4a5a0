import type { ModifierCard } from '../modifier-cards';
import type { StandeeStats, WorkedOutAction } from '../monster-stats';
import type { FigureRef, ScenarioFacts, StandeeState } from '../state';

// The scenario's view as screens receive it (issue 28: the engine's view owns its types; the
// contract, shared/ipc/scenario-types.ts, names them and never the other way round).

/** One place in the round's order, with a name to show and whether it ties with another figure. */
export interface TurnSlotView {
  figure: FigureRef;
  name: string;
  initiative: number;
  status: 'done' | 'active' | 'pending';
  isTied: boolean;
}

/** A monster type on the map: its stat card per rank and this round's card worked out per rank. */
export interface MonsterGroupView {
  typeId: string;
  name: string;
  deck: string;
  isBoss: boolean;
  stats: Partial<Record<'normal' | 'elite' | 'boss', StandeeStats>>;
  card: {
    id: string;
    initiative: number;
    shuffle: boolean;
    actions: Partial<Record<'normal' | 'elite' | 'boss', WorkedOutAction[]>>;
  } | null;
  standees: StandeeState[];
  /** Cards left in the draw pile and in the discard pile. */
  deckCounts: { draw: number; discard: number };
}

export interface RoomView {
  number: number;
  tile: string;
  isStart: boolean;
  isRevealed: boolean;
  doorsTo: number[];
  /** The standees revealed with the room for this party's size (numbers drawn at random). */
  monsters: Array<{ typeId: string; rank: 'normal' | 'elite' | 'boss'; standeeNumber?: number }>;
}

export interface ModifierDeckView {
  key: string;
  name: string;
  draw: number;
  discard: number;
  blesses: number;
  curses: number;
  needsShuffle: boolean;
}

export interface ModifierDrawView {
  seq: number;
  deck: string;
  deckName: string;
  drawn: ModifierCard[];
  applied: ModifierCard[];
  /** The attack's result when the draw was for an attack. */
  /** `damage`: what the target suffered; `beforeWard`: the damage ward halved (2nd edition), when it did; `isNegated`: a character lost cards instead. */
  results: Array<{
    target: string;
    attackValue: number;
    afterModifier: number;
    damage: number;
    beforeWard?: number;
    isNegated?: boolean;
    isNull: boolean;
  }>;
}

/** A deck as the table sees it: how many cards lie face down, and the face-up discards. */
export interface TableDeck<Card> {
  draw: number;
  discardPile: Card[];
}

export interface TableModifierDeck extends TableDeck<ModifierCard> {
  needsShuffle: boolean;
}

/**
 * The engine's state as the screens receive it. The random generator and the order of the draw
 * piles stay in the host: with them any client could know the next card. A deck is its count and
 * its discards, what the players see on the table.
 */
export type ScenarioTableState = ScenarioFacts & {
  abilityDecks: Record<string, TableDeck<string>>;
  monsterModifierDeck: TableModifierDeck;
  characterModifierDecks: Record<string, TableModifierDeck>;
  allyModifierDeck: TableModifierDeck | null;
};
