import type { z } from 'zod';
import type { Refusal } from '../rules/refusal';
import { appChannels } from './channels/app';
import { campaignChannels } from './channels/campaigns';
import { foundersChannels } from './channels/founders';
import { contentChannels } from './channels/content';
import { scenarioChannels } from './channels/scenarios';
import { monsterAiChannels } from './channels/monster-ai';
import { townChannels } from './channels/town';
import { characterChannels } from './channels/character';
import { exchangeChannels } from './channels/exchange';
import { backupChannels } from './channels/backups';
import { tableChannels } from './channels/table';
import { drawingChannels } from './channels/drawings';

/**
 * The one contract between the UI and the host: channel name -> input and output schemas, one
 * file per feature under channels/. Electron IPC (through the preload) and the WebSocket both
 * serve exactly these channels, and the host parses every input here before anything runs.
 * channel-names.ts lists the same names for the preload (a test keeps them equal).
 */
export const contract = {
  ...appChannels,
  ...campaignChannels,
  ...foundersChannels,
  ...contentChannels,
  ...monsterAiChannels,
  ...townChannels,
  ...characterChannels,
  ...scenarioChannels,
  ...exchangeChannels,
  ...backupChannels,
  ...tableChannels,
  ...drawingChannels,
} as const;

export type Contract = typeof contract;
export type Channel = keyof Contract;
export type ChannelInput<C extends Channel> = z.input<Contract[C]['input']>;
export type ParsedInput<C extends Channel> = z.output<Contract[C]['input']>;
export type ChannelOutput<C extends Channel> = z.output<Contract[C]['output']>;

export const CHANNELS = Object.keys(contract) as Channel[];

/** The fields whose schema allows more than MAX_REQUEST_TEXT characters: whole files' text. */
export const LARGE_TEXT_FIELDS: Partial<Record<Channel, readonly string[]>> = {
  'content.import': ['dataBase64'],
  'content.uploadChunk': ['dataBase64'],
  'exchange.importCampaign': ['text'],
  'exchange.importGhs': ['text'],
};

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}

// The events the host pushes, and what each channel changes or reads again after them.
export { hostEvents, HOST_EVENTS, type Change, type HostEvent, type HostEventPayload } from './host-events';

/** What every channel answers: a value, or an error a person can read. */
/** `refusal`: a rule's refusal as a catalog key and values (shared/rules/refusal.ts), for the screen to word. */
export type IpcResult<T = unknown> = { ok: true; value: T } | { ok: false; error: string; code: IpcErrorCode; refusal?: Refusal };
export type IpcErrorCode = 'unknown-channel' | 'invalid-input' | 'rule-violation' | 'not-found' | 'request' | 'internal';
