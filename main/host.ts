import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from './db/open';
import { appHandlers, campaignHandlers } from './ipc/handlers/campaigns';
import { foundersHandlers } from './ipc/handlers/founders';
import { contentHandlers } from './ipc/handlers/content';
import { scenarioHandlers } from './ipc/handlers/scenarios';
import { monsterAiHandlers } from './ipc/handlers/monster-ai';
import { townHandlers } from './ipc/handlers/town';
import { exchangeHandlers } from './ipc/handlers/exchange';
import { createContentService } from './services/content';
import type { HandlerContext, HostListener, PrintPdf } from './ipc/handlers/context';
import { createRouter, type Handlers, type Invoke } from './ipc/router';
import { DATA_FILE_NAME } from './paths';
import { createErrorLog } from './services/error-log';

export type { HostListener } from './ipc/handlers/context';

export interface HostOptions {
  dataDir: string;
  mode: HandlerContext['mode'];
  nativeBinding?: string;
  /** The desktop shell passes Electron's printToPDF; elsewhere headless Chromium renders PDFs. */
  printPdf?: PrintPdf;
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
  const listeners = new Set<HostListener>();
  const emit: HostListener = (event, payload) => {
    for (const listener of listeners) listener(event, payload);
  };
  // Headless Chromium is loaded only when a PDF is asked for, and never in the desktop app.
  const printPdf: PrintPdf = options.printPdf ?? (async (html, paper) => (await import('./summary/render-pdf')).renderPdf(html, paper));
  const ctx: HandlerContext = { db: opened.db, emit, dataFile, mode: options.mode, printPdf };
  await createContentService(opened.db).offerDemoPack();

  // Every feature contributes its channels' handlers; the type checks that all are there.
  const handlers: Handlers = {
    ...appHandlers(ctx),
    ...campaignHandlers(ctx),
    ...foundersHandlers(ctx),
    ...contentHandlers(ctx),
    ...scenarioHandlers(ctx),
    ...monsterAiHandlers(),
    ...townHandlers(ctx),
    ...exchangeHandlers(ctx),
  };

  return {
    invoke: createRouter(handlers, createErrorLog(options.dataDir)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dataFile,
    close: () => opened.close(),
  };
}
