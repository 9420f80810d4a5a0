import { labelledContentError } from '../../model/content-error';
import { refusal } from '../../../rules/refusal';
import type { ImportOptions, ImportOutcome } from '../import-outcome';
import { importGhsData } from './import-ghs';
import type { Locate } from './locate';
import type { Edition } from '../../model/vocabulary';

const ghsEditionIds: Record<string, Edition> = { gh: 'gh1', gh2e: 'gh2' };
/** What a problem of the folder as a whole names as its file: "(folder)". */
const FOLDER = refusal('files.label.folder');

/** Files that hold one record each, by folder, and the list of the compiled file they join. */
const recordFolders: readonly [folder: RegExp, list: string][] = [
  [/^monster\/[^/]+\.json$/, 'monsters'],
  [/^deck\/[^/]+\.json$/, 'decks'],
  [/^character\/[^/]+\.json$/, 'characters'],
  [/^scenarios\/[^/]+\.json$/, 'scenarios'],
];
/** Files that hold a whole list. */
const listFiles: Record<string, string> = {
  'items.json': 'items',
  'events.json': 'events',
  'personal-quests.json': 'personalQuests',
  'battle-goals.json': 'battleGoals',
  'treasures.json': 'treasures',
};

/**
 * Imports Gloomhaven Secretariat's source layout: the files of one `data/<edition>/` folder, as a
 * map of relative path -> parsed JSON (paths may keep their `data/<edition>/` prefix). The
 * records are joined into the compiled file's shape, remembering which file each came from.
 */
export function importGhsFolders(files: ReadonlyMap<string, unknown>, options: ImportOptions & { edition?: Edition } = {}): ImportOutcome {
  const normalized = [...files].map(([path, json]) => [path.replace(/\\/g, '/').replace(/^\.?\//, ''), json] as const);
  const allBases = normalized.filter(([path]) => path === 'base.json' || path.endsWith('/base.json'));
  // GHS's data/ folder holds every game it supports; take the Gloomhaven edition asked for.
  const gloomhavenBases = allBases.filter(([, json]) => {
    const edition = ghsEditionIds[String((json as { edition?: unknown } | null)?.edition)];
    return edition !== undefined && (options.edition === undefined || edition === options.edition);
  });
  const bases = allBases.length > 1 && gloomhavenBases.length > 0 ? gloomhavenBases.slice(0, 1) : allBases;
  if (bases.length !== 1) {
    const error =
      bases.length === 0
        ? labelledContentError(FOLDER, '$', 'files.importer.noBase', { folder: 'data/<edition>/base.json' })
        : labelledContentError(FOLDER, '$', 'files.importer.severalEditions', {
            paths: bases.map(([path]) => path).join(', '),
            folder: 'data/<edition>/',
          });
    return { ok: false, errors: [error] };
  }
  const [basePath, base] = bases[0]!;
  const root = basePath.slice(0, basePath.length - 'base.json'.length);
  const data: Record<string, unknown> = typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...base } : { edition: base };
  // list name -> index in the joined list -> the file (and the index inside it, for list files).
  const origins = new Map<string, { file: string; index?: number }[]>();
  const join = (list: string, record: unknown, file: string, index?: number) => {
    const joined = (data[list] ??= []) as unknown[];
    joined.push(record);
    const listOrigins = origins.get(list) ?? [];
    listOrigins.push(index === undefined ? { file } : { file, index });
    origins.set(list, listOrigins);
  };
  const sorted = normalized.filter(([path]) => path.startsWith(root)).sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
  const labels: Record<string, unknown> = {};
  const spoilers: Record<string, unknown> = {};
  for (const [path, json] of sorted) {
    const relative = path.slice(root.length);
    const folder = recordFolders.find(([pattern]) => pattern.test(relative));
    if (folder) join(folder[1], json, path);
    else if (listFiles[relative] && Array.isArray(json)) json.forEach((record, index) => join(listFiles[relative]!, record, path, index));
    else if (listFiles[relative]) join(listFiles[relative], json, path);
    const label = /^label(?:\/(spoiler))?\/([a-zA-Z_]+)\.json$/.exec(relative);
    if (label) (label[1] ? spoilers : labels)[label[2]!] = json;
    if (relative === 'label.json' && typeof json === 'object' && json !== null) Object.assign(labels, json);
    if (relative === 'label-spoiler.json' && typeof json === 'object' && json !== null) Object.assign(spoilers, json);
  }
  data['label'] = labels;
  data['labelSpoiler'] = spoilers;
  const locate: Locate = (path) => {
    const [list, index, ...rest] = path;
    const origin = typeof list === 'string' && typeof index === 'number' ? origins.get(list)?.[index] : undefined;
    if (!origin) return { file: basePath, path: [...path] };
    return { file: origin.file, path: origin.index === undefined ? rest : [origin.index, ...rest] };
  };
  return importGhsData(data, locate, options);
}

/**
 * The compiled file split back into the folder layout (for tests and for exporting a pack's
 * source); paths are relative to `data/<edition>/`.
 */
export function ghsFoldersOf(compiled: Record<string, unknown>): Map<string, unknown> {
  const files = new Map<string, unknown>();
  files.set('base.json', { edition: compiled['edition'], conditions: compiled['conditions'] });
  const records = (list: string) => (Array.isArray(compiled[list]) ? (compiled[list] as { name?: string; index?: string }[]) : []);
  for (const monster of records('monsters')) files.set(`monster/${monster.name}.json`, monster);
  for (const deck of records('decks') as { name?: string; character?: boolean }[])
    files.set(`${deck.character ? 'character/deck' : 'deck'}/${deck.name}.json`, deck);
  for (const character of records('characters')) files.set(`character/${character.name}.json`, character);
  for (const scenario of records('scenarios')) files.set(`scenarios/${scenario.index}.json`, scenario);
  for (const [file, list] of Object.entries(listFiles)) if (Array.isArray(compiled[list])) files.set(file, compiled[list]);
  for (const [tree, folder] of [
    ['label', 'label'],
    ['labelSpoiler', 'label/spoiler'],
  ] as const) {
    const languages = compiled[tree];
    if (typeof languages === 'object' && languages !== null)
      for (const [language, json] of Object.entries(languages)) files.set(`${folder}/${language}.json`, json);
  }
  return files;
}
