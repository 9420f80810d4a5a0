import { join } from 'node:path';
import { makeFolderSync } from './fs/make-folder';
import { writeBackup } from './db/backups';
import { openDatabase, type OpenedDatabase } from './db/open';
import { restoreBackup } from './db/restore';
import { backupHandlers } from './ipc/handlers/backups';
import { appHandlers, campaignHandlers } from './ipc/handlers/campaigns';
import { foundersHandlers } from './ipc/handlers/founders';
import { contentHandlers } from './ipc/handlers/content';
import { scenarioHandlers } from './ipc/handlers/scenarios';
import { monsterAiHandlers } from './ipc/handlers/monster-ai';
import { townHandlers } from './ipc/handlers/town';
import { characterHandlers } from './ipc/handlers/character';
import { exchangeHandlers } from './ipc/handlers/exchange';
import { tableHandlers } from './ipc/handlers/table';
import type { ScenarioWriteCheck } from './services/scenarios';
import type { TableControl } from './table/control';
import { drawingHandlers } from './ipc/handlers/drawings';
import { composeServices, type Services } from './compose';
import { removeOrphanImportFolders } from './content/uploads';
import { watchExternalChanges } from './services/external-changes';
import type { HandlerContext, HostListener, PrintPdf } from './ipc/handlers/context';
import { createRouter, type Handlers, type Invoke } from './ipc/router';
import { RequestError, refusedRequest } from './services/errors';
import { DATA_FILE_NAME } from './paths';
import { createErrorLog } from './services/error-log';
import { createSolverPool, type SolverOptions } from './monster-ai/solver-pool';
import { createContentReader } from './content/content-reader';

export type { HostListener } from './ipc/handlers/context';

export interface HostOptions {
  dataDir: string;
  mode: HandlerContext['mode'];
  nativeBinding?: string;
  /** The desktop shell passes Electron's printToPDF; elsewhere headless Chromium renders PDFs. */
  printPdf?: PrintPdf;
  /** The monster AI's worker: its time and memory budget (tests shorten them). */
  solver?: SolverOptions;
  /** A test host's seed for every new campaign and scenario (main/compose.ts); never a person's host. */
  seed?: number;
}

export interface Host {
  invoke: Invoke;
  /** Receives every host event; returns its disposer. */
  subscribe(listener: HostListener): () => void;
  /** Tells every window and browser client that something changed (table mode's pairings). */
  emit: HostListener;
  /**
   * The host's invoke with a check every scenario change, undo and redo must pass inside its own
   * transaction (table mode: whether this device may; no other write can come between).
   */
  invokeChecked(check: ScenarioWriteCheck): Invoke;
  /** Where table mode lives: the web server hands it in (browser mode), or starts one on first use (desktop). */
  attachTable(provider: () => Promise<TableControl>): void;
  dataFile: string;
  close(): Promise<void>;
}

/** The whole main-process application, transport-free: Electron IPC, the WebSocket and the CLI all use this. */
export async function startHost(options: HostOptions): Promise<Host> {
  makeFolderSync(options.dataDir);
  const dataFile = join(options.dataDir, DATA_FILE_NAME);
  const open = () => openDatabase(dataFile, { nativeBinding: options.nativeBinding, dailyBackup: true });
  // A daily backup that failed is shown on the Backups screen (issue 26), its reason in haven.log.
  let dailyFailedAt: string | null = null;
  const noteOpened = (now: OpenedDatabase) => {
    for (const warning of now.warnings) console.warn(warning);
    dailyFailedAt = now.dailyBackupFailure === null ? null : new Date().toISOString();
    if (now.dailyBackupFailure !== null) createErrorLog(options.dataDir)(new Error(`The daily backup failed: ${now.dailyBackupFailure}`));
    return now;
  };
  let opened: OpenedDatabase = noteOpened(await open());
  const listeners = new Set<HostListener>();
  const emit: HostListener = (event, payload) => {
    for (const listener of listeners) listener(event, payload);
  };
  // Headless Chromium is loaded only when a PDF is asked for, and never in the desktop app.
  const printPdf: PrintPdf = options.printPdf ?? (async (html, paper) => (await import('./summary/render-pdf')).renderPdf(html, paper));

  let tableProvider: (() => Promise<TableControl>) | null = null;
  const table = async (): Promise<TableControl> => {
    if (!tableProvider) throw refusedRequest(RequestError, 'host.table.needsApp');
    return tableProvider();
  };
  let restoring = false;
  // The workers (the monster AI's, the imports') are started with the app, so a person's first
  // question or import does not wait for one to load; the command line and in-process tests start
  // each when it is first needed.
  const isApp = options.mode === 'electron' || options.mode === 'browser';
  const solver = createSolverPool({ isWarm: isApp, ...options.solver });
  const contentReader = createContentReader({ isWarm: isApp });
  const backups: HandlerContext['backups'] = {
    write(kind) {
      try {
        writeBackup(opened.sqlite, dataFile, kind);
      } catch (error) {
        // No settlement without its copy from just before: the person frees space and tries again.
        throw refusedRequest(RequestError, 'host.backup.beforeSettlement', { reason: (error as Error).message });
      }
    },
    dailyFailedAt: () => dailyFailedAt,
    async restore(name) {
      if (restoring) throw refusedRequest(RequestError, 'host.backup.restoring');
      restoring = true;
      // The file is closed while the copy goes in, then opened again (checked, migrated if the copy
      // is older) and every feature gets the new connection; if anything fails, the file as it was.
      await opened.close();
      try {
        const keptAside = await restoreBackup(dataFile, name);
        return { restored: name, keptAside };
      } finally {
        opened = noteOpened(await open());
        routes = routesFor(composeServices(opened.db, { seed: options.seed }));
        restoring = false;
      }
    },
  };

  // Every feature contributes its channels' handlers; the type checks that all are there.
  // Stacks of faults go to haven.log in the data folder, never to the person.
  const logError = createErrorLog(options.dataDir);
  // What a request changed, as its channel declares it, told to every window and device.
  const announce = (change: { event: Parameters<HostListener>[0]; payload: Parameters<HostListener>[1] }) =>
    emit(change.event, change.payload);
  // The services are built once per open database (a restore opens it again) and handed to every handler.
  const routesFor = (built: Services) => {
    services = built;
    const ctx: HandlerContext = { services, dataFile, mode: options.mode, printPdf, backups, table, contentReader };
    const handlers: Handlers = {
      ...appHandlers(ctx),
      ...campaignHandlers(ctx),
      ...foundersHandlers(ctx),
      ...contentHandlers(ctx),
      ...scenarioHandlers(ctx),
      ...monsterAiHandlers(solver),
      ...townHandlers(ctx),
      ...characterHandlers(ctx),
      ...exchangeHandlers(ctx),
      ...backupHandlers(ctx),
      ...tableHandlers(ctx),
      ...drawingHandlers(ctx),
    };
    return { invoke: createRouter(handlers, logError, announce) };
  };
  let services = composeServices(opened.db, { seed: options.seed });
  let routes = routesFor(services);
  await services.content.offerDemoPack();
  // Import folders a crashed Haven left in the temporary folder go when the next one starts.
  void removeOrphanImportFolders();
  // Reads the connection open now (a restore swaps it; a closed one throws and the tick is skipped).
  const stopWatching = watchExternalChanges(
    () => opened.sqlite.pragma('data_version', { simple: true }) as number,
    () => emit('campaigns.changed', { campaignId: null }),
  );

  // While a backup goes in, every request is refused with a sentence.
  const unlessRestoring =
    (route: () => Invoke): Invoke =>
    async (channel, input, language) =>
      restoring
        ? { ok: false, code: 'request', error: 'Haven is restoring a backup; try again in a moment. Nothing was changed.' }
        : route()(channel, input, language);

  return {
    invoke: unlessRestoring(() => routes.invoke),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit,
    // The same router, the request carrying its check (the scenario's writes weigh it in their transaction).
    invokeChecked: (check) => unlessRestoring(() => (channel, input, language) => routes.invoke(channel, input, language, { check })),
    attachTable(provider) {
      tableProvider = provider;
    },
    dataFile,
    close: async () => {
      stopWatching();
      await solver.close();
      await contentReader.close();
      await opened.close();
    },
  };
}
