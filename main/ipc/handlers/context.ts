import type { Kysely } from 'kysely';
import type { HostEvent, HostEventPayload } from '../../../shared/ipc/contract';
import type { Database } from '../../db/schema';

export type HostListener = <E extends HostEvent>(event: E, payload: HostEventPayload<E>) => void;

/** What every feature's handlers get from the host. */
export interface HandlerContext {
  db: Kysely<Database>;
  /** Tells every window and browser client that something changed. */
  emit: HostListener;
  dataFile: string;
  mode: 'electron' | 'browser' | 'cli' | 'test';
}
