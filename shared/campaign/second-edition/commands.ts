import { z } from 'zod';
import { FACTIONS } from '../../rules/campaign/factions';

/** Commands of the 2nd edition's own campaign sheet: faction reputation, inspiration, masteries. */
export const secondEditionCommandSchemas = [
  z.object({ type: z.literal('ChangeFactionReputation'), faction: z.enum(FACTIONS), delta: z.number().int().min(-40).max(40) }),
  z.object({ type: z.literal('ChangeInspiration'), delta: z.number().int().min(-100).max(100) }),
  z.object({ type: z.literal('SetMasteries'), characterId: z.string().min(1), masteries: z.number().int().min(0).max(2, 'a character has two masteries') }),
] as const;

export type SecondEditionCommand = z.output<(typeof secondEditionCommandSchemas)[number]>;

export type SecondEditionEvent =
  | { type: 'FactionReputationChanged'; faction: (typeof FACTIONS)[number]; from: number; to: number }
  | { type: 'InspirationChanged'; from: number; to: number }
  | { type: 'MasteriesChanged'; characterId: string; from: number; to: number };

const COMMANDS: ReadonlySet<string> = new Set(['ChangeFactionReputation', 'ChangeInspiration', 'SetMasteries']);
const EVENTS: ReadonlySet<string> = new Set(['FactionReputationChanged', 'InspirationChanged', 'MasteriesChanged']);
export const isSecondEditionCommand = (c: { type: string }): c is SecondEditionCommand => COMMANDS.has(c.type);
export const isSecondEditionEvent = (e: { type: string }): e is SecondEditionEvent => EVENTS.has(e.type);
