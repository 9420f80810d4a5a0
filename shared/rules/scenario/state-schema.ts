import { z } from 'zod';
import { rngStateSchema } from '../../random/rng-schema';
import { EDITIONS } from './edition';
import { scenarioMapSchema } from './scenario-map';
import type { ScenarioState } from './state';

const byId = z.record(z.string(), z.unknown());
const ids = z.array(z.string());
const deck = z.object({ drawPile: ids, discardPile: ids }).loose();
const round = z.number().int().min(0);

/**
 * A stored scenario checked when it is loaded, as a campaign is: every part the engine reads is
 * there with its kind (figures and decks by id, the generator, the phase). The figures' own fields
 * are the engine's to read; they are checked by shape here, not field by field, so loading a
 * long scenario stays as fast as before. Fields added later (optional in ScenarioState) pass.
 */
export const scenarioStateSchema = z
  .object({
    edition: z.enum(EDITIONS),
    scenarioId: z.string(),
    round,
    phase: z.enum(['cardSelection', 'turns', 'ended']),
    level: z.object({ scenarioLevel: z.number().int() }).loose(),
    rng: rngStateSchema,
    monsterTypes: byId,
    abilityCards: byId,
    abilityDecks: z.record(z.string(), deck),
    drawnAbilityCards: byId,
    characters: byId,
    summons: byId,
    monsters: byId,
    moneyTokensPlaced: round,
    elements: byId,
    pendingInfusions: ids,
    elementsAtTurnStart: byId.nullable(),
    monsterModifierDeck: byId,
    characterModifierDecks: byId,
    allyModifierDeck: byId.nullable(),
    monsterTieOrder: ids,
    characterTieOrder: ids,
    activeFigure: z.object({ kind: z.enum(['character', 'summon', 'monster']), id: z.string() }).nullable(),
    actedThisRound: ids,
    revealedRooms: ids,
    goalMetInRound: round.nullable(),
    lossConditionMetInRound: round.nullable(),
    outcome: z.enum(['success', 'lost']).nullable(),
    map: scenarioMapSchema.nullable().optional(),
  })
  .loose() as unknown as z.ZodType<ScenarioState>;
