import { z } from 'zod';
import { campaignCommandSchema } from '../campaign/commands';
import { CHANNEL_NAMES, HOST_EVENT_NAMES } from './channel-names';
import { campaignSummarySchema, campaignViewSchema, historyEntrySchema, newCampaignSchema } from './campaign-types';

const campaignId = z.string({ error: 'campaignId must be a string' }).min(1, 'campaignId must not be empty');
const none = z.object({}).strict();

/**
 * The one contract between the UI and the host: channel name -> input and output schemas.
 * Electron IPC (through the preload) and the WebSocket both serve exactly these channels, and the
 * host parses every input here before anything runs.
 */
export const contract = {
  'app.info': {
    input: none,
    output: z.object({ version: z.string(), dataFile: z.string(), schemaVersion: z.number(), mode: z.enum(['electron', 'browser', 'cli', 'test']) }),
  },
  'campaigns.list': { input: none, output: z.array(campaignSummarySchema) },
  'campaigns.create': { input: newCampaignSchema, output: campaignViewSchema },
  'campaigns.get': { input: z.object({ campaignId }).strict(), output: campaignViewSchema },
  'campaigns.execute': { input: z.object({ campaignId, command: campaignCommandSchema }).strict(), output: campaignViewSchema },
  'campaigns.undo': { input: z.object({ campaignId }).strict(), output: campaignViewSchema },
  'campaigns.redo': { input: z.object({ campaignId }).strict(), output: campaignViewSchema },
  'campaigns.delete': {
    input: z.object({ campaignId, confirmName: z.string() }).strict(),
    output: z.object({ deleted: z.literal(true) }),
  },
  'campaigns.history': {
    input: z.object({ campaignId, limit: z.number().int().min(1).max(5000).optional(), characterId: z.string().min(1).optional() }).strict(),
    output: z.array(historyEntrySchema),
  },
} as const satisfies Record<(typeof CHANNEL_NAMES)[number], { input: z.ZodType; output: z.ZodType }>;

export type Contract = typeof contract;
export type Channel = keyof Contract;
export type ChannelInput<C extends Channel> = z.input<Contract[C]['input']>;
export type ParsedInput<C extends Channel> = z.output<Contract[C]['input']>;
export type ChannelOutput<C extends Channel> = z.output<Contract[C]['output']>;

export const CHANNELS = Object.keys(contract) as Channel[];

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}

/** Events the host pushes to every window and browser client. */
export const hostEvents = {
  'campaigns.changed': z.object({ campaignId: z.string().nullable() }),
} as const satisfies Record<(typeof HOST_EVENT_NAMES)[number], z.ZodType>;
export type HostEvent = keyof typeof hostEvents;
export type HostEventPayload<E extends HostEvent> = z.output<(typeof hostEvents)[E]>;
export const HOST_EVENTS = Object.keys(hostEvents) as HostEvent[];

/** What every channel answers: a value, or an error a person can read. */
export type IpcResult<T = unknown> = { ok: true; value: T } | { ok: false; error: string; code: IpcErrorCode };
export type IpcErrorCode = 'unknown-channel' | 'invalid-input' | 'rule-violation' | 'not-found' | 'request' | 'internal';
