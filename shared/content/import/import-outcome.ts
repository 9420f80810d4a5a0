import type { ContentError, KeyedReason } from '../model/content-error';
import type { Refusal } from '../../rules/refusal';
import type { WordValue } from '../../rules/words';
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
   * The notes as catalog keys and values (`refusals.files.report.*`, issue 18), one for each note
   * in the same order, so the content page words them in its language; a report stored before
   * them has none, and its notes are shown as written.
   */
  noteWords?: Refusal[];
  /**
   * Known faults of real data imported anyway, each naming the place and what was done (skipped,
   * or matched to a record). A source that is not the expected data at all is still refused whole.
   */
  warnings?: string[];
  /** The warnings as catalog keys and values, as noteWords are for the notes. */
  warningWords?: Refusal[];
  /** A kind's count in more detail, e.g. monsterTypes: "16 scenario variants". */
  details?: Record<string, string>;
}

/** A whole pack and its report, or the errors that kept it out: never a half-imported pack. */
export type ImportOutcome = { ok: true; pack: ContentPack; report: ImportReport } | { ok: false; errors: ContentError[] };

/** A keyed line (shared/rules/words.ts) worded in one language by Haven's catalog. */
export type SayLine = (line: WordValue) => string;

export interface ImportOptions {
  /** Defaults to the source and edition, e.g. "xha-gh1". */
  packId?: string;
  packName?: string;
  version?: string;
  /**
   * Haven's own words in a language it speaks other than English (the host's catalogs), for the
   * parts of a pack's translated item texts Haven words itself (icons, areas, elements); undefined
   * for English and for a language Haven has no catalog for. Without it an import keeps the pack's
   * translated names, and its item texts stay English.
   */
  wordsIn?: (language: string) => SayLine | undefined;
}

/** A report's notes or warnings from their keyed forms: the English words and the keys beside them. */
export function reportLines(lines: readonly KeyedReason[]): { text: string[]; words: Refusal[] } {
  return { text: lines.map((line) => line.reason), words: lines.map((line) => line.refusal) };
}
