import type { ContentError } from '@shared/content/model/content-error';
import { importFiles, type Edition } from '@shared/content';
import { importVgbLayouts, type LayoutImportReport } from '@shared/content/import/vgb/import-vgb';
import type { Layout } from '@shared/layout';
import { importWordsIn } from '../host-i18n';
import { preparePack, type PreparedPack } from './prepare-pack';
import { readImportSource } from './read-source';

/** One import to read: where, as what, and what the installed packs know to check layouts against. */
export interface ReadRequest {
  path: string;
  edition?: Edition;
  packId?: string;
  /** The monster types of the installed 1st-edition packs (id, name); empty: layouts are not checked. */
  monsters: Array<[id: string, name: string]>;
}

/** What an import's files hold, read, converted and checked: ready to be written, or refused. */
export type ReadReply =
  | { kind: 'pack'; prepared: PreparedPack }
  | { kind: 'layouts'; layouts: Layout[]; report: LayoutImportReport }
  | { kind: 'refused'; errors: ContentError[] };

/**
 * Everything an import does before it writes: read the folder, file or zip under its limits (a zip
 * inflated as it goes), parse the JSON, find the importer that fits, convert, and check the pack or
 * the layouts. Plain data in and out: the import's worker thread runs it (read-worker.ts), so that
 * none of it holds the host's event loop (issue 26).
 */
export async function readAndPrepare(request: ReadRequest): Promise<ReadReply> {
  const read = await readImportSource(request.path, request.edition ? { edition: request.edition } : {});
  if (!read.ok) return { kind: 'refused', errors: read.errors };
  const { files } = read.source;
  if (read.source.detected.kind === 'vgb-layouts') {
    // A layout of Gloomhaven naming a monster the installed packs do not know is refused; with none
    // installed the names are not checked, and the warnings name monsters by their ids in words.
    const monsters = new Map(request.monsters);
    const outcome = importVgbLayouts(
      files,
      monsters.size === 0 ? {} : { isKnownMonster: (id) => monsters.has(id), nameOf: (id) => monsters.get(id) },
    );
    return outcome.ok ? { kind: 'layouts', layouts: outcome.layouts, report: outcome.report } : { kind: 'refused', errors: outcome.errors };
  }
  const outcome = importFiles(files, {
    ...(request.edition ? { edition: request.edition } : {}),
    ...(request.packId ? { packId: request.packId } : {}),
    wordsIn: importWordsIn,
  });
  if (!outcome.ok) return { kind: 'refused', errors: outcome.errors };
  const checked = preparePack(outcome.pack, outcome.report);
  return checked.ok ? { kind: 'pack', prepared: checked.prepared } : { kind: 'refused', errors: checked.errors };
}
