import { labelledContentError, type ContentError } from '../model/content-error';
import { refusal } from '../../rules/refusal';
import type { Edition } from '../model/vocabulary';
import { importGhsFolders } from './ghs/folders';
import { importGhsEdition } from './ghs/import-ghs';
import type { ImportOptions, ImportOutcome } from './import-outcome';
import { importXha } from './xha/import-xha';
import { vgbScenarioFiles } from './vgb/import-vgb';

/** Which importer reads a set of files, and the files it will read. */
export type DetectedSource =
  | { kind: 'xha'; editionFile: string; roomsFile?: string; summonsFile?: string }
  | { kind: 'ghs-compiled'; file: string }
  | { kind: 'ghs-folders' }
  /** The Virtual Gloomhaven Board's scenario layouts (not a pack: main/content/import-pack.ts stores them apart). */
  | { kind: 'vgb-layouts' };

/** What a problem of the source as a whole names as its file. */
const SOURCE = refusal('files.label.source');
const xhaEditions: Record<string, Edition> = { Gloomhaven: 'gh1', 'Gloomhaven 2nd Edition': 'gh2' };
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Tells the community formats apart by their content: X-haven Assistant's edition file has
 * `monsterAbilities`; Gloomhaven Secretariat's compiled file has `edition` and lists of
 * `monsters` and `decks`; its source folders have a `base.json`. With several Gloomhaven
 * editions present, `edition` picks one.
 */
export function detectSource(
  files: ReadonlyMap<string, unknown>,
  edition?: Edition,
): { ok: true; source: DetectedSource } | { ok: false; errors: ContentError[] } {
  // The board's repository (or its scenarios folder) holds scenario files and no edition data.
  if (vgbScenarioFiles(files).length > 0) return { ok: true, source: { kind: 'vgb-layouts' } };
  const xha = [...files].filter(([, json]) => isRecord(json) && 'monsterAbilities' in json && 'monsters' in json);
  if (xha.length > 0) {
    const gloomhaven = xha.filter(([, json]) => {
      const found = xhaEditions[String((json as { edition?: unknown }).edition)];
      return found !== undefined && (edition === undefined || found === edition);
    });
    const chosen =
      gloomhaven.length === 1 ? gloomhaven[0] : gloomhaven.find(([, json]) => (json as { edition?: unknown }).edition === 'Gloomhaven');
    if (!chosen) {
      const found = xha.map(([path, json]) => `${path} (${String((json as { edition?: unknown }).edition)})`).join(', ');
      return { ok: false, errors: [labelledContentError(SOURCE, '$', 'files.source.noGloomhavenEdition', { found })] };
    }
    const [editionFile] = chosen;
    const name = editionFile.split('/').at(-1) ?? editionFile;
    const base = editionFile.includes('/') ? editionFile.slice(0, editionFile.lastIndexOf('/')) : '';
    const parent = base.includes('/') ? base.slice(0, base.lastIndexOf('/') + 1) : '';
    const roomsFile = [...files.keys()].find((path) => path === `${parent}rooms/${name}`);
    const summonsFile = [...files.keys()].find((path) => path === `${parent}summons.json`);
    return { ok: true, source: { kind: 'xha', editionFile, ...(roomsFile ? { roomsFile } : {}), ...(summonsFile ? { summonsFile } : {}) } };
  }
  if ([...files.keys()].some((path) => path === 'base.json' || path.endsWith('/base.json')))
    return { ok: true, source: { kind: 'ghs-folders' } };
  const compiled = [...files].find(
    ([, json]) => isRecord(json) && typeof json['edition'] === 'string' && Array.isArray(json['monsters']) && Array.isArray(json['decks']),
  );
  if (compiled) return { ok: true, source: { kind: 'ghs-compiled', file: compiled[0] } };
  return {
    ok: false,
    errors: [
      labelledContentError(SOURCE, '$', 'files.source.unknown', {
        xha: 'editions/<Edition>.json, rooms/<Edition>.json',
        folder: 'data/<edition>/',
        scenarios: 'assets/data/scenarios',
      }),
    ],
  };
}

/** Detects the format of a set of parsed files and runs the importer that fits. */
export function importFiles(files: ReadonlyMap<string, unknown>, options: ImportOptions & { edition?: Edition } = {}): ImportOutcome {
  const detected = detectSource(files, options.edition);
  if (!detected.ok) return detected;
  const source = detected.source;
  switch (source.kind) {
    case 'xha':
      return importXha(
        {
          edition: files.get(source.editionFile),
          ...(source.roomsFile ? { rooms: files.get(source.roomsFile) } : {}),
          ...(source.summonsFile ? { summons: files.get(source.summonsFile) } : {}),
          fileNames: {
            edition: source.editionFile,
            ...(source.roomsFile ? { rooms: source.roomsFile } : {}),
            ...(source.summonsFile ? { summons: source.summonsFile } : {}),
          },
        },
        options,
      );
    case 'ghs-compiled':
      return importGhsEdition(files.get(source.file), options, source.file);
    case 'ghs-folders':
      return importGhsFolders(files, options);
    case 'vgb-layouts':
      return { ok: false, errors: [labelledContentError(SOURCE, '$', 'files.source.layoutsNotPack')] };
  }
}
