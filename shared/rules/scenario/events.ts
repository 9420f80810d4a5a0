import type { Hex } from '../../hex/types';
import type { BoardEdit } from '../../map/edit';
import type { LeftOff } from './scenario-map';
import type { TokensTaken } from './money-tokens';
import type { RngState } from '../../random';
import type { Condition, ConditionToken } from './conditions';
import type { Element, ElementBoard } from './elements';
import type { ModifierCard } from './modifier-cards';
import type { ModifierDeckState } from './modifier-deck';
import type { HandEvent } from './hand-evolve';
import type { ObjectiveState } from './objective-schema';
import type {
  AbilityDeckState,
  FigureRef,
  ItemBonus,
  ItemDefence,
  InitiativeChoice,
  MonsterRank,
  ModifierDeckKey,
  ScenarioOutcome,
  StandeeState,
  SummonState,
} from './state';

/**
 * What happened, in the past tense. Events carry every drawn outcome and the generator state
 * after it, so `evolve` never draws and a log replays exactly.
 */
export type ScenarioEvent =
  | HandEvent
  | {
      type: 'MonstersAdded';
      standees: StandeeState[];
      /** Placements left off because every standee of the type was on the map. */
      notPlaced: { typeId: string; rank: 'normal' | 'elite' | 'boss' }[];
      monsterTieOrder: string[];
      rng: RngState;
    }
  | { type: 'RoomRevealed'; roomId: string }
  /** The room's objectives come into play, their hit points worked out (see objectives.ts); none waits for it any more. */
  | { type: 'ObjectivesPlaced'; roomId: string; objectives: ObjectiveState[] }
  /** An objective loses hit points (`health`: what it has left). */
  | { type: 'ObjectiveDamaged'; objectiveId: string; amount: number; health: number }
  /** An objective's hit points reached 0: it is destroyed (an escort: dead). */
  | { type: 'ObjectiveDestroyed'; objectiveId: string }
  | { type: 'InitiativeChosen'; characterId: string; choice: InitiativeChoice }
  | {
      type: 'MonsterAbilityCardsDrawn';
      round: number;
      draws: { drawKey: string; deck: string; cardId: string; initiative: number; deckAfter: AbilityDeckState }[];
      rng: RngState;
    }
  | { type: 'TurnPhaseStarted'; round: number }
  | { type: 'MonsterTieOrderSet'; typeIds: string[] }
  | { type: 'CharacterTieOrderSet'; characterIds: string[] }
  | { type: 'TurnStarted'; figure: FigureRef; elementsAtTurnStart: ElementBoard }
  | {
      type: 'TurnEnded';
      figure: FigureRef;
      elements: ElementBoard;
      infused: Element[];
      /** Infusions still waiting: a 2nd edition monster set infuses when its last monster ends its turn. */
      pendingInfusions: Element[];
    }
  | {
      type: 'ConditionsChanged';
      figure: FigureRef;
      conditions: ConditionToken[];
      added: Condition[];
      removed: Condition[];
      /** Negative conditions safeguard kept off (2nd edition). */
      prevented?: Condition[];
      cause: 'attack' | 'command' | 'endOfTurn' | 'heal' | 'damage' | 'curse' | 'scenarioRule';
    }
  | {
      type: 'DamageSuffered';
      figure: FigureRef;
      amount: number;
      /** Damage a character negated by losing cards (not subtracted from hit points). */
      negated?: number;
      health: number;
      /** `ability`: a monster's ability card made others suffer it ("all adjacent enemies suffer 2 damage"). */
      cause: 'attack' | 'retaliate' | 'wound' | 'trap' | 'hazardousTerrain' | 'ability' | 'other';
    }
  /** `isAbility`: a heal the acting figure performed (a step of its turn), not a modifier card's. */
  | { type: 'Healed'; figure: FigureRef; amount: number; health: number; isAbility?: true }
  /**
   * `at`: the board hex its money token lies on (absent off the board, and in logs written before).
   * `killedBy`: the character whose attack or ability killed it, or whose summon did (damage.ts).
   * `rank`: normal, elite or boss (a personal quest counts elite kills; absent in logs written before).
   */
  | { type: 'MonsterDied'; standeeId: string; droppedMoneyToken: boolean; at?: Hex; killedBy?: string; rank?: MonsterRank }
  | { type: 'SummonDied'; summonId: string }
  /** `isDead`: with permanent death, 0 hit points killed the character (see damage.ts). */
  /** `staysOnMap`: permanent death, exhausted by its cards: the figure stays, acts no more, can be targeted (p. 50). */
  | { type: 'CharacterExhausted'; characterId: string; cause: 'damage' | 'cards'; isDead?: true; staysOnMap?: true }
  | { type: 'SummonAdded'; summon: SummonState }
  | { type: 'ElementInfused'; element: Element; isImmediate: boolean }
  | { type: 'ElementConsumed'; element: Element }
  | {
      type: 'AttackModifierCardsDrawn';
      deck: ModifierDeckKey;
      drawn: ModifierCard[];
      applied: ModifierCard[];
      deckAfter: ModifierDeckState;
      rng: RngState;
    }
  | {
      type: 'AttackResolved';
      attacker: FigureRef;
      target: FigureRef;
      attackValue: number;
      afterModifier: number;
      shield: number;
      /** The damage the target suffers: after its shield and, in the 2nd edition, its ward. */
      damage: number;
      /** The damage before ward halved it (2nd edition); absent without ward, and in logs written before. */
      beforeWard?: number;
      /** The character target lost cards instead of suffering `damage` (1st ed. rulebook p. 28). */
      isNegated?: true;
      isNull: boolean;
    }
  | { type: 'ModifierCardShuffledIn'; deck: ModifierDeckKey; cardId: 'bless' | 'curse'; deckAfter: ModifierDeckState; rng: RngState }
  | { type: 'ExperienceGained'; characterId: string; amount: number; experience: number }
  /** `from`: the tokens taken off the board, by hex (part of `count`; absent when none lay there). */
  | { type: 'MoneyTokensLooted'; characterId: string; count: number; moneyTokens: number; from?: TokensTaken }
  /** A long rest taken: one card of the player's choice lost, the heal and the refresh as chosen. */
  | { type: 'LongRested'; characterId: string; round: number; heals: boolean; refreshesItems: boolean }
  /** A short rest taken: one random card lost (another one, for 1 damage, when `keptCard`). */
  | { type: 'ShortRested'; characterId: string; round: number; keptCard: boolean }
  /** `used`: the use slots filled after this use, on an item with slots (ready while some are left). */
  | { type: 'ItemUsed'; characterId: string; item: string; status: 'ready' | 'spent' | 'consumed'; used?: number }
  | { type: 'ItemsRefreshed'; characterId: string; items: string[] }
  /** An item used gave its owner's attacks a bonus (see modules/items.ts). */
  | { type: 'ItemBonusGained'; characterId: string; bonus: ItemBonus }
  /** An item's defence waits for the next attack on its owner; that attack spends it. */
  | { type: 'ItemDefenceGained'; characterId: string; defence: ItemDefence }
  | { type: 'ItemDefencesSpent'; characterId: string }
  /** An attack took the item bonuses meant for one attack. */
  | { type: 'ItemBonusesSpent'; characterId: string; items: string[] }
  /** A scenario rule shuffled `count` cards into a character's deck (see special-rules/apply.ts). */
  | {
      type: 'ScenarioRuleCardsShuffledIn';
      deck: ModifierDeckKey;
      card: 'curse' | 'minus1';
      count: number;
      deckAfter: ModifierDeckState;
      rng: RngState;
    }
  /**
   * A scenario rule applied (its effects are the events before this one). `isDone`: it applies no
   * more (once, or on its rooms' reveal); `disables`: the rules it stops.
   */
  | { type: 'ScenarioRuleApplied'; index: number; round: number; isDone: boolean; disables: number[] }
  | { type: 'ScenarioGoalMet'; round: number }
  | { type: 'LossConditionMet'; round: number }
  | {
      type: 'RoundEnded';
      round: number;
      elements: ElementBoard;
      abilityDecksShuffled: Record<string, AbilityDeckState>;
      modifierDecksShuffled: Record<ModifierDeckKey, ModifierDeckState>;
      rng: RngState;
    }
  | { type: 'ScenarioEnded'; outcome: ScenarioOutcome; round: number }
  | { type: 'BoardEdited'; edit: BoardEdit }
  /** The standee takes another number (traded with the standee that had it; see modules/renumber-standee.ts). */
  | { type: 'StandeeRenumbered'; standeeId: string; number: number }
  /** A room of the scenario's map on the board, through `door` (null: the first door into it), and where each standee stands. */
  | {
      type: 'MapRoomLaidOut';
      room: number;
      door: Hex | null;
      placed: Array<{ standeeId: string; hex: Hex }>;
      leftOff: LeftOff[];
    };

export type EventType = ScenarioEvent['type'];
