import { z } from 'zod';
import { says } from '../../../rules/says';

/** The parts of Gloomhaven Secretariat's edition data the importer relies on. */
const statValue = z.union([z.number().int(), z.string().min(1)]);

export interface GhsAction {
  type: string;
  value?: unknown;
  valueType?: string | undefined;
  valueObject?: unknown;
  subActions?: GhsAction[] | undefined;
}
export const ghsActionShape: z.ZodType<GhsAction> = z.lazy(() =>
  z.looseObject({
    type: z.string().min(1),
    value: z.unknown().optional(),
    valueType: z.string().optional(),
    valueObject: z.unknown().optional(),
    subActions: z.array(ghsActionShape).optional(),
  }),
);

export const ghsStatShape = z.object({
  level: z.number().int().min(0).max(7),
  type: z.enum(['normal', 'elite', 'boss']).optional(),
  health: statValue,
  movement: z.number().int().optional(),
  attack: statValue.optional(),
  range: z.number().int().optional(),
  actions: z.array(ghsActionShape).optional(),
  immunities: z.array(z.string()).optional(),
});

export const ghsMonsterShape = z.object({
  name: z.string().min(1),
  deck: z.string().min(1).optional(),
  count: z.number().int().positive(),
  boss: z.boolean().optional(),
  flying: z.boolean().optional(),
  hidden: z.boolean().optional(),
  baseStat: z.object({
    type: z.enum(['normal', 'elite', 'boss']).optional(),
    health: statValue.optional(),
    movement: z.number().int().optional(),
    attack: statValue.optional(),
    range: z.number().int().optional(),
    actions: z.array(ghsActionShape).optional(),
    immunities: z.array(z.string()).optional(),
    special: z.array(z.array(ghsActionShape)).optional(),
    note: z.string().optional(),
  }),
  stats: z.array(ghsStatShape).min(1),
});
export type GhsMonster = z.infer<typeof ghsMonsterShape>;

export const ghsDeckShape = z.object({
  name: z.string().min(1),
  character: z.boolean().optional(),
  abilities: z.array(z.unknown()),
});

export const ghsMonsterCardShape = z.object({
  cardId: z.number().int().nonnegative(),
  initiative: z.number().int().min(0).max(99),
  shuffle: z.boolean().optional(),
  actions: z.array(ghsActionShape),
});

const perkCard = z.object({
  count: z.number().int().positive(),
  attackModifier: z.looseObject({
    type: z.string().min(1),
    rolling: z.boolean().optional(),
    effects: z.array(z.looseObject({ type: z.string(), value: z.unknown().optional() })).optional(),
  }),
});
export const ghsPerkShape = z.object({
  type: z.string().min(1),
  count: z.number().int().positive(),
  cards: z.array(perkCard).optional(),
  custom: z.string().optional(),
});
export type GhsPerk = z.infer<typeof ghsPerkShape>;

export const ghsCharacterShape = z.object({
  name: z.string().min(1),
  handSize: z.number().int().positive().optional(),
  spoiler: z.boolean().optional(),
  stats: z.array(z.object({ level: z.number().int(), health: z.number().int().positive() })).length(9),
  perks: z.array(ghsPerkShape).optional(),
  /** 2nd edition: the class's traits ("intimidating", "strong"...). */
  traits: z.array(z.string().min(1).max(40)).max(10).optional(),
  /** The event cards its unlocking and its first retirement add: "37" (1st ed.: city and road 37), "city:74|road:56" (2nd ed.). */
  unlockEvent: z.string().max(200).optional(),
  retireEvent: z.string().max(200).optional(),
});

const ghsSpawn = z.looseObject({
  name: z.string().min(1),
  type: z.enum(['normal', 'elite', 'boss']).optional(),
  player2: z.enum(['normal', 'elite', 'boss']).optional(),
  player3: z.enum(['normal', 'elite', 'boss']).optional(),
  player4: z.enum(['normal', 'elite', 'boss']).optional(),
});
export type GhsSpawn = z.infer<typeof ghsSpawn>;

export const ghsScenarioShape = z.object({
  index: z.string().min(1),
  name: z.string().min(1),
  /** Available when a campaign starts. */
  initial: z.boolean().optional(),
  monsters: z.array(z.string()).optional(),
  allies: z.array(z.string()).optional(),
  unlocks: z.array(z.string()).optional(),
  links: z.array(z.string()).optional(),
  /** 2nd edition: scenarios the party goes on to directly. */
  forcedLinks: z.array(z.string()).optional(),
  /** 2nd edition: "road" when travelling there takes a road event. */
  eventType: z.string().optional(),
  requires: z.array(z.array(z.string())).optional(),
  requirements: z.array(z.record(z.string(), z.unknown())).optional(),
  rewards: z.record(z.string(), z.unknown()).optional(),
  rules: z.array(z.record(z.string(), z.unknown())).optional(),
  objectives: z
    .array(
      z.looseObject({
        name: z.string(),
        health: statValue,
        escort: z.boolean().optional(),
        initiative: z.number().int().optional(),
        marker: z.unknown().optional(),
        count: z.unknown().optional(),
      }),
    )
    .optional(),
  rooms: z
    .array(
      z.object({
        roomNumber: z.number().int().positive(),
        ref: z.string().min(1).optional(),
        initial: z.boolean().optional(),
        rooms: z.array(z.number().int().positive()).optional(),
        monster: z.array(ghsSpawn).optional(),
        /** The room's objectives: places (from 1) in the scenario's list, or "2:C > 2" (only with more than 2 characters); read in scenarios.ts. */
        objectives: z.unknown().optional(),
        /** Numbered treasure tiles, and "G" for the scenario's own goal treasure. */
        treasures: z.array(z.union([z.number().int(), z.string()])).optional(),
      }),
    )
    .optional(),
});
export type GhsScenario = z.infer<typeof ghsScenarioShape>;

export const ghsItemShape = z.looseObject({
  id: z.number().int().positive(),
  name: z.string().min(1),
  cost: z.number().int().nonnegative(),
  count: z.number().int().positive(),
  slot: z.string().min(1),
  unlockProsperity: z.number().int().optional(),
  consumed: z.boolean().optional(),
  spent: z.boolean().optional(),
  /** The card's use slots (Hide Armor: 2). */
  slots: z.number().int().min(1).max(10).optional(),
  minusOne: z.number().int().nonnegative().optional(),
  /** 2nd edition: the card cannot be refreshed once used. */
  loss: z.boolean().optional(),
  actions: z.array(ghsActionShape).optional(),
});

export const ghsEventShape = z.object({
  type: z.enum(['city', 'road']),
  cardId: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
  options: z.array(
    z.looseObject({
      return: z.boolean().optional(),
      effects: z
        .array(
          z.looseObject({
            condition: z.unknown().optional(),
            text: z.unknown().optional(),
            rewards: z.array(z.array(z.looseObject({ type: z.string(), value: z.unknown().optional() }))).optional(),
          }),
        )
        .optional(),
    }),
  ),
});

/** An effect of a 2nd-edition event outcome: `{type, values}`, printed words, or a nested condition. */
export type Ghs2eEffect =
  string | { type: string; values?: unknown[] | undefined; alt?: unknown } | { condition: unknown; effects: Ghs2eEffect[] };
const ghs2eEffectShape: z.ZodType<Ghs2eEffect> = z.lazy(() =>
  z.union([
    z.string(),
    z.looseObject({ condition: z.unknown(), effects: z.array(ghs2eEffectShape) }),
    z.looseObject({ type: z.string().min(1), values: z.array(z.unknown()).optional() }),
  ]),
);

/** Gloomhaven 2nd edition's event card: its narrative and options are in the record ("C-01", "R-01"). */
export const ghs2eEventShape = z.object({
  type: z.enum(['city', 'road']),
  cardId: z.string().regex(/^[CR]-\d+$/, says('files.schema.content.eventCard')),
  narrative: z.string().optional(),
  returnToDeck: z.boolean().optional(),
  options: z.array(
    z.looseObject({
      label: z.string().optional(),
      narrative: z.string().optional(),
      returnToDeck: z.boolean().optional(),
      outcomes: z.array(
        z.looseObject({
          narrative: z.string().optional(),
          condition: z.unknown().optional(),
          effects: z.array(ghs2eEffectShape).optional(),
          returnToDeck: z.boolean().optional(),
          removeFromDeck: z.boolean().optional(),
        }),
      ),
    }),
  ),
});
export type Ghs2eEvent = z.infer<typeof ghs2eEventShape>;

export const ghsPersonalQuestShape = z.object({
  cardId: z.string().regex(/^\d+$/),
  /** 1st edition lists what to do; the 2nd edition's file has only the card and what it unlocks. */
  requirements: z.array(z.looseObject({ name: z.string().min(1), counter: z.number().int().positive() })).optional(),
  /** 2nd edition: the follow-up quest card this one leads to. */
  unlockPQ: z.string().optional(),
  unlockCharacter: z.string().optional(),
  openEnvelope: z.string().optional(),
});

export const ghsBattleGoalShape = z.object({
  cardId: z.string().regex(/^\d+$/),
  name: z.string().min(1),
  checks: z.number().int().positive(),
});

export const ghsEditionShape = z.object({
  edition: z.string().min(1),
  monsters: z.array(z.unknown()).optional(),
  decks: z.array(z.unknown()).optional(),
  scenarios: z.array(z.unknown()).optional(),
  characters: z.array(z.unknown()).optional(),
  items: z.array(z.unknown()).optional(),
  events: z.array(z.unknown()).optional(),
  personalQuests: z.array(z.unknown()).optional(),
  battleGoals: z.array(z.unknown()).optional(),
  treasures: z.array(z.string()).optional(),
  sections: z.array(z.unknown()).optional(),
  conditions: z.array(z.string()).optional(),
  campaign: z.unknown().optional(),
  label: z.unknown().optional(),
  labelSpoiler: z.unknown().optional(),
});
export type GhsEdition = z.infer<typeof ghsEditionShape>;

const ghsSectionRoom = z.object({
  roomNumber: z.number().int().positive(),
  initial: z.boolean().optional(),
  rooms: z.array(z.number().int().positive()).optional(),
  monster: z.array(ghsSpawn).optional(),
});

/** A 2nd-edition section: a later room of a scenario, its conclusion, or a campaign milestone. */
export const ghsSectionShape = z.object({
  index: z.string().min(1),
  name: z.string().optional(),
  parent: z.string().optional(),
  parentSections: z.array(z.array(z.string())).optional(),
  marker: z.string().optional(),
  conclusion: z.boolean().optional(),
  unlocks: z.array(z.string()).optional(),
  monsters: z.array(z.string()).optional(),
  rooms: z.array(ghsSectionRoom).optional(),
  rewards: z.record(z.string(), z.unknown()).optional(),
});
export type GhsSection = z.infer<typeof ghsSectionShape>;

/** The 2nd edition's `campaign` object: starting event decks, factions and milestone sections. */
export const ghsCampaignShape = z.object({
  events: z.object({ city: z.array(z.string()), road: z.array(z.string()) }).optional(),
  factions: z.array(z.string()).optional(),
  imbuementSections: z.record(z.string(), z.string()).optional(),
  prosperitySections: z.record(z.string(), z.string()).optional(),
  reputationSections: z
    .array(z.object({ faction: z.string(), value: z.number().int(), section: z.string(), requires: z.array(z.string()).optional() }))
    .optional(),
});

/** A character ability card (decks marked `character`). */
export const ghsCharacterCardShape = z.object({
  name: z.string().min(1),
  cardId: z.number().int().nonnegative(),
  level: z.union([z.number().int(), z.string()]),
  initiative: z.number().int().min(0).max(99),
  actions: z.array(ghsActionShape).optional(),
  bottomActions: z.array(ghsActionShape).optional(),
  // The lost symbol and the bonus symbols per half (gh.json also spells the lost one "loss").
  lost: z.boolean().optional(),
  loss: z.boolean().optional(),
  bottomLost: z.boolean().optional(),
  bottomLoss: z.boolean().optional(),
  persistent: z.boolean().optional(),
  bottomPersistent: z.boolean().optional(),
  round: z.boolean().optional(),
  bottomRound: z.boolean().optional(),
});
