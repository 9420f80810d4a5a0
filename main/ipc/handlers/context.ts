import type { ContentReader } from '../../content/content-reader';
import type { HostEvent, HostEventPayload } from '@shared/ipc/contract';
import type { Services } from '../../compose';
import type { TableControl } from '../../table/control';

export type HostListener = <E extends HostEvent>(event: E, payload: HostEventPayload<E>) => void;

/** What every feature's handlers get from the host. */
export interface HandlerContext {
  /** Every service, built once by the composition root (main/compose.ts). */
  services: Services;
  dataFile: string;
  mode: 'electron' | 'browser' | 'cli' | 'test';
  /** Turns a printable page into a PDF: Electron's printToPDF in the desktop app, headless Chromium elsewhere. */
  printPdf: PrintPdf;
  /** The data file's rolling backups: writing one, and putting one back (the host reopens the file). */
  backups: {
    write(kind: 'before-settlement'): void;
    restore(name: string): Promise<{ restored: string; keptAside: string | null }>;
    /** When the day's backup could not be written as the file was opened (issue 26: shown in the app, not only on the console); null when it was. */
    dailyFailedAt(): string | null;
  };
  /** Reads imports on the host's worker thread (main/content/content-reader.ts). */
  contentReader: Pick<ContentReader, 'read'>;
  /** Table mode (main/table), where a web server serves it; refuses with a sentence where none can. */
  table(): Promise<TableControl>;
}

export type PrintPdf = (html: string, paper: 'a4' | 'letter') => Promise<Buffer>;
