import { z } from 'zod';
import type { NextScenarioEntry } from './next-scenario';
import type { Refusal } from '../../refusal';
import { says } from '../../../rules/says';

const scenarioId = z.string().trim().min(1, says('files.schema.command.chooseScenario')).max(40);
const links = z.array(z.string().max(40)).max(40).default([]);

/** Between scenarios: back to Gloomhaven, on the road to the next scenario, levels taken in town. */

export const returnToTownSchema = z.object({ type: z.literal('ReturnToTown') });

export const travelToScenarioSchema = z.object({
  type: z.literal('TravelToScenario'),
  scenarioId,
  /** Filled in by the host from the content: the scenario's name, its links, its road-event mark. */
  name: z.string().max(120).default(''),
  links,
  /** The links of the scenario played last, from the content. */
  lastLinks: links,
  needsRoadEvent: z.boolean().optional(),
});

export const levelUpSchema = z.object({
  type: z.literal('LevelUp'),
  characterId: z.string().min(1, says('files.schema.command.chooseCharacter')),
});

/** A scenario of the campaign was set up: it takes what events kept for the next scenario. */
export const takeNextScenarioEffectsSchema = z.object({
  type: z.literal('TakeNextScenarioEffects'),
  scenarioId: z.string().max(40).default(''),
});

export type VisitEvent =
  | { type: 'TownVisitStarted'; from: 'scenario' | 'road' }
  /** `reason` in English as it always was; `why` the same keyed (absent in events stored before it). */
  | { type: 'TravelStarted'; scenarioId: string; name: string; roadEventDue: boolean; reason: string; why?: Refusal }
  | { type: 'ScenarioLeft'; scenarioId: string; outcome: 'success' | 'failure' }
  | { type: 'CharacterLevelledUp'; characterId: string; from: number; to: number }
  /** Event outcomes for the start of the next scenario, kept per character until it is set up. */
  | { type: 'NextScenarioEffectsKept'; entries: NextScenarioEntry[] }
  | { type: 'NextScenarioEffectsTaken'; scenarioId: string; entries: NextScenarioEntry[] };

const EVENTS: ReadonlySet<string> = new Set([
  'TownVisitStarted',
  'TravelStarted',
  'ScenarioLeft',
  'CharacterLevelledUp',
  'NextScenarioEffectsKept',
  'NextScenarioEffectsTaken',
]);
export const isVisitEvent = (e: { type: string }): e is VisitEvent => EVENTS.has(e.type);
