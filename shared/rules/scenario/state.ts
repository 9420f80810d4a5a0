import type { BoardPosition } from '../../map/position';
import type { RngState } from '../../random';
import type { Condition, ConditionToken } from './conditions';
import type { ItemEffect } from './item-effect';
import type { Edition } from './edition';
import type { Element, ElementBoard } from './elements';
import type { AbilityCardInput, MonsterTypeInput } from './input';
import type { ModifierDeckState } from './modifier-deck';
import type { LevelFacts } from './scenario-level';
import type { ScenarioMap } from './scenario-map-schema';
import type { ScenarioRule } from './special-rules/rule';
import type { CardPool, HandState } from './hand-schema';
import type { ObjectiveState, WaitingObjective } from './objective-schema';

/** A figure on the map: a character, a character's summon, or a monster standee. */
export type FigureRef = { kind: 'character'; id: string } | { kind: 'summon'; id: string } | { kind: 'monster'; id: string };

/** Bosses are neither normal nor elite (guide "The rules play the monsters"). */
export type MonsterRank = 'normal' | 'elite' | 'boss';

export interface StandeeState {
  /** `<typeId>#<number>` */
  id: string;
  typeId: string;
  number: number;
  rank: MonsterRank;
  health: number;
  maxHealth: number;
  conditions: ConditionToken[];
  isSummoned: boolean;
  /** Spawned by a scenario rule (1st edition: drops no money token). */
  isSpawned: boolean;
  /** A scenario ally: fights for the party (2nd edition: own modifier deck, drops no money token). */
  isAlly: boolean;
  /** The first round in which this standee takes a turn (summoned monsters wait a round). */
  firstRound: number;
}

/** `isForced`: the party marked that the character has fewer than two cards to play (absent in older saves). */
export type InitiativeChoice = { kind: 'cards'; leading: number; second?: number } | { kind: 'longRest'; isForced?: boolean };

export interface CharacterState {
  id: string;
  name: string;
  level: number;
  health: number;
  maxHealth: number;
  experience: number;
  moneyTokens: number;
  conditions: ConditionToken[];
  isExhausted: boolean;
  /** Permanent death: exhausted by its cards, still on the map as a target at initiative 99 (p. 50). */
  staysOnMap?: boolean;
  /** Permanent death: dropped to 0 hit points and died (out of the scenario like the exhausted, and out of the campaign). */
  isDead?: boolean;
  initiative: InitiativeChoice | null;
  /** The items brought into the scenario and whether each is ready, spent or consumed (absent in older saves). */
  items?: ScenarioItem[];
}

/** An item card at the table: spent cards are turned sideways, consumed ones face down (1st ed. rulebook p. 8). */
export interface ScenarioItem {
  name: string;
  usage: 'persistent' | 'spent' | 'consumed';
  status: 'ready' | 'spent' | 'consumed';
  /** Use slots on the card, and how many are filled; absent on items without slots. */
  uses?: number;
  used?: number;
  /** Never refreshed once used (2nd edition's unrecoverable items). */
  isUnrecoverable?: boolean;
  /** What using it does (shared/content/item-effects.ts); absent when it does nothing Haven applies. */
  effects?: ItemEffect[];
}

/** A shield, retaliate or the attacker's disadvantage an item gave its owner against the next attack on it. */
export interface ItemDefence {
  item: string;
  shield: number;
  retaliate: number;
  attackerDisadvantage: boolean;
}

/** A bonus an item gave its owner's attacks: on the next attack, or every attack this turn. */
export interface ItemBonus {
  item: string;
  attack: number;
  conditions: Condition[];
  targets: 'all' | 'one';
  lasts: 'nextAttack' | 'turn';
}

export interface SummonState {
  id: string;
  ownerId: string;
  name: string;
  health: number;
  maxHealth: number;
  conditions: ConditionToken[];
  shield: number;
  retaliate: number;
  /** The stats printed for the summon on its owner's card (absent in scenarios saved before they were kept). */
  move?: number;
  attack?: number;
  range?: number;
  firstRound: number;
}

/** A monster ability deck by card id: draw pile (top first) and discard pile. */
export interface AbilityDeckState {
  drawPile: string[];
  discardPile: string[];
}

/** 'monsters', 'allies', or a character id. */
export type ModifierDeckKey = 'monsters' | 'allies' | string;

export type ScenarioPhase = 'cardSelection' | 'turns' | 'ended';
export type ScenarioOutcome = 'success' | 'lost';

/** The whole scenario as plain JSON: content, figures, decks, elements, turn and generator state. */
export interface ScenarioState {
  edition: Edition;
  scenarioId: string;
  round: number;
  phase: ScenarioPhase;
  level: LevelFacts;
  rng: RngState;
  monsterTypes: Record<string, MonsterTypeInput>;
  /** deck name -> card id -> card */
  abilityCards: Record<string, Record<string, AbilityCardInput>>;
  abilityDecks: Record<string, AbilityDeckState>;
  /** Cards revealed this round, by draw key (1st edition: type id; 2nd edition: deck name; see drawn-cards.ts). */
  drawnAbilityCards: Record<string, { deck: string; cardId: string }>;
  characters: Record<string, CharacterState>;
  summons: Record<string, SummonState>;
  monsters: Record<string, StandeeState>;
  /** Money tokens placed on the map so far (at setup and by dying monsters); the 2nd edition has 25. */
  moneyTokensPlaced: number;
  /**
   * The money tokens lying on the party's board, by hex ("q,r") and count (see money-tokens.ts);
   * absent in older saves and until a token is placed on the board.
   */
  moneyTokensOnBoard?: Record<string, number>;
  elements: ElementBoard;
  pendingInfusions: Element[];
  elementsAtTurnStart: ElementBoard | null;
  monsterModifierDeck: ModifierDeckState;
  characterModifierDecks: Record<string, ModifierDeckState>;
  /** 2nd edition: scenario allies share their own deck (2nd ed. rulebook "Attack Modifier Cards"). */
  allyModifierDeck: ModifierDeckState | null;
  /** Monster types in the order they break initiative ties; the players may change it. */
  monsterTieOrder: string[];
  /** Characters in the order they break ties left after the second card. */
  characterTieOrder: string[];
  activeFigure: FigureRef | null;
  /** Figure keys (see figureKey) that have taken their turn this round. */
  actedThisRound: string[];
  revealedRooms: string[];
  goalMetInRound: number | null;
  lossConditionMetInRound: number | null;
  outcome: ScenarioOutcome | null;
  /**
   * The elements consumed this round by the monsters acting on each revealed card, by draw key
   * (see drawn-cards.ts): every monster acting on that card gets the consume's bonus (1st ed.
   * rulebook p. 24 "Elemental Infusions"). Emptied when the round ends; absent in older saves.
   */
  consumedByCard?: Record<string, Element[]>;
  /**
   * The steps the figure whose turn it is has taken this turn ('attack', 'heal', 'suffer',
   * 'infuse:fire', 'consume:ice'), so a monster's card is played once; emptied when a turn starts
   * or ends (see turn-steps.ts).
   */
  turnSteps?: string[];
  /** The permanent death variant is played (see damage.ts); absent in older saves. */
  isPermanentDeath?: boolean;
  /** Characters who took their short rest in this round's cleanup (see modules/rests.ts); emptied when the round ends. */
  shortRestedThisRound?: string[];
  /**
   * The party's drawing of the map (terrain, doors, where each figure stands), edited on the
   * scenario board; absent until the party first draws on it (and in scenarios saved before it).
   */
  board?: BoardPosition | null;
  /**
   * The scenario's map from an imported layout (see scenario-map.ts): revealing a room lays it out
   * on the board with its standees. Absent where the scenario has none (the party draws the board).
   */
  map?: ScenarioMap | null;
  /** The scenario's special rules the engine applies (see special-rules/); absent in older saves. */
  scenarioRules?: ScenarioRule[];
  /** The rules by index that apply no more: applied once, or stopped by another rule. */
  rulesDone?: number[];
  /** The scenario's objectives in play (a door to break, a tree, an escort), by id (see objectives.ts); absent in older saves. */
  objectives?: Record<string, ObjectiveState>;
  /** The objectives whose room is not revealed yet; absent in older saves and scenarios without objectives. */
  objectivesToCome?: WaitingObjective[];
  /** The attack bonuses items gave each character this turn (see item-bonuses.ts); gone when its turn ends. */
  itemBonuses?: Record<string, ItemBonus[]>;
  /** The defences items gave each character against the next attack on it (see item-bonuses.ts); gone with that attack or the round. */
  itemDefences?: Record<string, ItemDefence[]>;
  /** The ability cards each character may choose its hand from (see hand.ts); absent where the class data has none. */
  cardPools?: Record<string, CardPool>;
  /** The hands Haven keeps, for the characters whose player asked it to (see modules/hand-commands.ts). */
  hands?: Record<string, HandState>;
}

/**
 * The state without the generator and the decks' piles: what the screens receive of it
 * (ScenarioTableState) and what the functions that only read figures, cards drawn and levels need.
 */
export type ScenarioFacts = Omit<
  ScenarioState,
  'rng' | 'abilityDecks' | 'monsterModifierDeck' | 'characterModifierDecks' | 'allyModifierDeck' | 'board' | 'map'
>;

export function figureKey(figure: FigureRef): string {
  return `${figure.kind}:${figure.id}`;
}
