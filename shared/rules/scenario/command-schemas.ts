import { z } from 'zod';
import { boardEditSchema } from '../../map/edit';
import { ALL_CONDITIONS } from './conditions';
import { ELEMENTS } from './elements';
import { modifierCardSchema } from './modifier-cards';
import { MAX_EXPERIENCE_AT_ONCE, MAX_MONEY_TOKENS_AT_ONCE } from './settlement';
import { says } from '../says';

/**
 * The schemas of the scenario commands written before commands became modules, and the pieces
 * several commands share. The union the host parses with is built from the module list in
 * `commands.ts`; a new command keeps its schema in its own module instead.
 */
export const figureRefSchema = z.object({
  kind: z.enum(['character', 'summon', 'monster']),
  id: z.string().min(1),
});

export const monsterPlacementSchema = z.object({
  typeId: z.string().min(1),
  rank: z.enum(['normal', 'elite', 'boss']),
  /** A chosen standee number; left out, a free one is drawn at random. */
  standeeNumber: z.number().int().min(1).optional(),
  isSummoned: z.boolean().default(false),
  /** Placed by a scenario spawn rule rather than revealed with a room. */
  isSpawned: z.boolean().default(false),
  isAlly: z.boolean().default(false),
});

const conditionSchema = z.enum(ALL_CONDITIONS);
/** A whole number one command gives at once, bounded at entry with a sentence naming the field (issue 26). */
const atOnce = (min: number, max: number, key: 'files.schema.command.experienceAtOnce' | 'files.schema.command.moneyTokensAtOnce') =>
  z.number().int().min(min).max(max, says(key, { max }));

export const builtInSchemas = {
  AddMonsters: z.object({ type: z.literal('AddMonsters'), monsters: z.array(monsterPlacementSchema).min(1) }),
  RevealRoom: z.object({
    type: z.literal('RevealRoom'),
    roomId: z.string().min(1).max(40),
    monsters: z.array(monsterPlacementSchema).max(100),
    /** On a scenario's map: the door opened (a tap on the board); else the first closed door into the room. */
    door: z.tuple([z.number().int(), z.number().int()]).readonly().optional(),
  }),
  ChooseInitiative: z.object({
    type: z.literal('ChooseInitiative'),
    characterId: z.string().min(1),
    choice: z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('cards'),
        leading: z.number().int().min(1).max(99),
        /** The other card's number only breaks a tie between characters (1st ed. rulebook p. 18): it may be left out. */
        second: z.number().int().min(1).max(99).optional(),
      }),
      z.object({
        kind: z.literal('longRest'),
        /** The party marks a long rest it must take: fewer than two cards left to play (1st ed. rulebook p. 17). */
        isForced: z.boolean().default(false),
      }),
    ]),
  }),
  DrawMonsterAbilityCards: z.object({ type: z.literal('DrawMonsterAbilityCards') }),
  SetMonsterTieOrder: z.object({ type: z.literal('SetMonsterTieOrder'), typeIds: z.array(z.string().min(1)) }),
  SetCharacterTieOrder: z.object({ type: z.literal('SetCharacterTieOrder'), characterIds: z.array(z.string().min(1)) }),
  StartTurn: z.object({
    type: z.literal('StartTurn'),
    /** The character whose turn starts loses cards to negate its wound damage. */
    negateDamage: z.boolean().default(false),
  }),
  EndTurn: z.object({
    type: z.literal('EndTurn'),
    moneyTokensLooted: atOnce(0, MAX_MONEY_TOKENS_AT_ONCE, 'files.schema.command.moneyTokensAtOnce').default(0),
  }),
  /**
   * The long rest of the character whose turn it is (see decide-rests.ts). The card lost is the
   * player's choice and stays on the table; the 2nd edition lets the player skip the heal and the
   * refresh, the 1st edition does not.
   */
  /** `loseCard`: the discarded card a tracked character loses (see hand.ts); required for one, refused for others. */
  LongRest: z.object({
    type: z.literal('LongRest'),
    heal: z.boolean().default(true),
    refreshItems: z.boolean().default(true),
    loseCard: z.string().min(1).max(20).optional(),
  }),
  /** A character uses an item it brought: a spent item turns sideways, a consumed one face down (see decide-items.ts). */
  UseItem: z.object({
    type: z.literal('UseItem'),
    characterId: z.string().min(1),
    item: z.string().min(1).max(80),
    /** The element the party chose for an item that infuses one of its choice. */
    element: z.enum(ELEMENTS).optional(),
  }),
  /** An ability refreshes one spent or consumed item (1st ed. rulebook p. 27 "Recover and Refresh"). */
  RefreshItem: z.object({ type: z.literal('RefreshItem'), characterId: z.string().min(1), item: z.string().min(1).max(80) }),
  /** A short rest at the end of the round; `sufferDamageToKeep`: 1 damage to lose another random card instead. */
  ShortRest: z.object({ type: z.literal('ShortRest'), characterId: z.string().min(1), sufferDamageToKeep: z.boolean().default(false) }),
  Attack: z.object({
    type: z.literal('Attack'),
    attacker: figureRefSchema,
    /** The attack value before modifiers; for a monster it defaults to its card's attack this round. */
    attack: z.number().int().min(0).optional(),
    /**
     * The attack's range (0: melee); a monster's defaults to its card's, a summon's to its own. With
     * the board showing a target adjacent, a ranged attack has disadvantage against it.
     */
    range: z.number().int().min(0).optional(),
    pierce: z.number().int().min(0).default(0),
    conditions: z.array(conditionSchema).default([]),
    /** 2nd edition safeguard: which negative condition it prevents (the party's choice); else the first. */
    safeguardPrevents: conditionSchema.optional(),
    targets: z
      .array(
        z.object({
          target: figureRefSchema,
          bonus: z.number().int().default(0),
          hasAdvantage: z.boolean().default(false),
          hasDisadvantage: z.boolean().default(false),
          /** 2nd edition: which of the two draws the attacker uses with advantage. */
          choice: z.enum(['first', 'second']).optional(),
          /** Shield and retaliate of a character or summon target from its active cards. */
          shield: z.number().int().min(0).optional(),
          retaliate: z.number().int().min(0).optional(),
          isWithinRetaliateRange: z.boolean().default(true),
          /** A character target loses cards to negate the damage; conditions still apply (guide "Lost cards, resting and exhaustion"). */
          negateDamage: z.boolean().default(false),
          /** The cards a target whose hand Haven keeps loses to negate it, by id (modules/hand-damage.ts). */
          lostCards: z.array(z.string().min(1).max(20)).max(2).default([]),
        }),
      )
      .min(1),
  }),
  SufferDamage: z.object({
    type: z.literal('SufferDamage'),
    figure: figureRefSchema,
    amount: z.number().int().min(0),
    source: z.enum(['trap', 'hazardousTerrain', 'other']),
    /** A character loses one card from its hand or two from its discard pile instead (1st ed. rulebook p. 28). */
    negateDamage: z.boolean().default(false),
  }),
  Heal: z.object({ type: z.literal('Heal'), figure: figureRefSchema, amount: z.number().int().min(0) }),
  AddCondition: z.object({
    type: z.literal('AddCondition'),
    figure: figureRefSchema,
    condition: conditionSchema,
  }),
  RemoveCondition: z.object({ type: z.literal('RemoveCondition'), figure: figureRefSchema, condition: conditionSchema }),
  InfuseElement: z.object({
    type: z.literal('InfuseElement'),
    element: z.enum(ELEMENTS),
    /** A scenario rule that makes the element strong at once rather than at the end of the turn. */
    isImmediate: z.boolean().default(false),
  }),
  ConsumeElement: z.object({ type: z.literal('ConsumeElement'), element: z.enum(ELEMENTS) }),
  ShuffleInModifierCard: z.object({
    type: z.literal('ShuffleInModifierCard'),
    /** 'monsters', 'allies' (2nd edition) or a character id. */
    deck: z.string().min(1),
    card: z.enum(['bless', 'curse']),
    /** The figure blessed or cursed, when it is not the deck's character: checked for safeguard and immunity. */
    figure: figureRefSchema.optional(),
  }),
  AddSummon: z.object({
    type: z.literal('AddSummon'),
    /** Left out, the engine names it after the summon (see summon-id.ts). */
    summonId: z.string().min(1).optional(),
    ownerId: z.string().min(1),
    name: z.string().min(1),
    maxHealth: z.number().int().min(1),
    shield: z.number().int().min(0).default(0),
    retaliate: z.number().int().min(0).default(0),
    /** Its move, attack and range as printed on the owner's card (0 range: melee). */
    move: z.number().int().min(0).default(0),
    attack: z.number().int().min(0).default(0),
    range: z.number().int().min(0).default(0),
  }),
  GainExperience: z.object({
    type: z.literal('GainExperience'),
    characterId: z.string().min(1),
    amount: atOnce(0, MAX_EXPERIENCE_AT_ONCE, 'files.schema.command.experienceAtOnce'),
  }),
  /**
   * `hex`: the tokens on that hex of the board, taken by hand; `range`: a "Loot X" ability, every
   * token on the board it reaches; `count`: tokens the party counts off Haven's board (added to either).
   */
  LootMoneyTokens: z.object({
    type: z.literal('LootMoneyTokens'),
    characterId: z.string().min(1),
    count: atOnce(1, MAX_MONEY_TOKENS_AT_ONCE, 'files.schema.command.moneyTokensAtOnce').optional(),
    hex: z
      .tuple([z.number().int().min(-1000).max(1000), z.number().int().min(-1000).max(1000)])
      .readonly()
      .optional(),
    range: z.number().int().min(0).max(10).optional(),
  }),
  ExhaustCharacter: z.object({ type: z.literal('ExhaustCharacter'), characterId: z.string().min(1) }),
  MarkGoalMet: z.object({ type: z.literal('MarkGoalMet') }),
  MarkLossConditionMet: z.object({ type: z.literal('MarkLossConditionMet') }),
  EndRound: z.object({ type: z.literal('EndRound') }),
  /** A change to the party's drawing of the map (see decide-board.ts). */
  EditBoard: z.object({ type: z.literal('EditBoard'), edit: boardEditSchema }),
} as const;

/** A built-in command, parsed (defaults filled in): what its `decide-*.ts` rule takes. */
export type CommandOf<T extends keyof typeof builtInSchemas> = z.output<(typeof builtInSchemas)[T]>;
/** Any built-in command: the ones `describe.ts` words. */
export type BuiltInCommand = CommandOf<keyof typeof builtInSchemas>;

export { modifierCardSchema };
