import type { ContentError } from '../model/content-error';
import type { ContentPack } from '../model/content-pack';

/** How much of the ability-card text became structured actions. */
export interface ImportReport {
  /** Card lines that carry content (layout markup such as dividers and row brackets excluded). */
  cardLines: number;
  /** Of those, the lines turned wholly into structured actions. */
  structuredCardLines: number;
  /** structuredCardLines / cardLines, 0..1. */
  structuredShare: number;
  /** The card texts kept as `special` text, as written, for review. */
  keptAsText: string[];
  /** Notes about what the source lacks or what was skipped (not errors). */
  notes: string[];
  /**
   * Known faults of real data imported anyway, each naming the place and what was done (skipped,
   * or matched to a record). A source that is not the expected data at all is still refused whole.
   */
  warnings?: string[];
  /** A kind's count in more detail, e.g. monsterTypes: "16 scenario variants". */
  details?: Record<string, string>;
}

/** A whole pack and its report, or the errors that kept it out: never a half-imported pack. */
export type ImportOutcome = { ok: true; pack: ContentPack; report: ImportReport } | { ok: false; errors: ContentError[] };

export interface ImportOptions {
  /** Defaults to the source and edition, e.g. "xha-gh1". */
  packId?: string;
  packName?: string;
  version?: string;
}
