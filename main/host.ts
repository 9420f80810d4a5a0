import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCHEMA_VERSION } from '../migrations';
import type { HostEvent, HostEventPayload } from '../shared/ipc/contract';
import { openDatabase } from './db/open';
import { createRouter, type Handlers, type Invoke } from './ipc/router';
import { DATA_FILE_NAME } from './paths';
import { createCampaignService } from './services/campaigns';
import { APP_VERSION } from './version';

export type HostListener = <E extends HostEvent>(event: E, payload: HostEventPayload<E>) => void;

export interface HostOptions {
  dataDir: string;
  mode: 'electron' | 'browser' | 'cli' | 'test';
  nativeBinding?: string;
}

export interface Host {
  invoke: Invoke;
  /** Receives every host event; returns its disposer. */
  subscribe(listener: HostListener): () => void;
  dataFile: string;
  close(): Promise<void>;
}

/** The whole main-process application, transport-free: Electron IPC, the WebSocket and the CLI all use this. */
export async function startHost(options: HostOptions): Promise<Host> {
  mkdirSync(options.dataDir, { recursive: true });
  const dataFile = join(options.dataDir, DATA_FILE_NAME);
  const opened = await openDatabase(dataFile, { nativeBinding: options.nativeBinding });
  const campaigns = createCampaignService(opened.db);
  const listeners = new Set<HostListener>();
  const emit: HostListener = (event, payload) => {
    for (const listener of listeners) listener(event, payload);
  };
  const changed = <T>(campaignId: string | null) => (value: T): T => {
    emit('campaigns.changed', { campaignId });
    return value;
  };

  const handlers: Handlers = {
    'app.info': async () => ({ version: APP_VERSION, dataFile, schemaVersion: SCHEMA_VERSION, mode: options.mode }),
    'campaigns.list': () => campaigns.list(),
    'campaigns.create': (input) => campaigns.create(input).then((v) => changed<typeof v>(v.state.id)(v)),
    'campaigns.get': ({ campaignId }) => campaigns.get(campaignId),
    'campaigns.execute': ({ campaignId, command }) => campaigns.execute(campaignId, command).then(changed(campaignId)),
    'campaigns.undo': ({ campaignId }) => campaigns.undo(campaignId).then(changed(campaignId)),
    'campaigns.redo': ({ campaignId }) => campaigns.redo(campaignId).then(changed(campaignId)),
    'campaigns.delete': async ({ campaignId, confirmName }) => {
      await campaigns.remove(campaignId, confirmName);
      emit('campaigns.changed', { campaignId });
      return { deleted: true as const };
    },
    'campaigns.history': ({ campaignId, limit, characterId }) => campaigns.history(campaignId, limit, characterId),
  };

  return {
    invoke: createRouter(handlers),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dataFile,
    close: () => opened.close(),
  };
}
