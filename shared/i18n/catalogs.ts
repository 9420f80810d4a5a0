import type { MessageTree } from './catalog';
import { isLanguageTag, PSEUDO, SOURCE_LANGUAGE, type AnyLanguage, type Language } from './languages';
import { pseudoCatalog } from './pseudo';
import { en } from './source';

/** The English catalog's shape: the keys the screens' `t()` is checked against. */
export type Catalog = typeof en;

/**
 * Every language's messages, as the folders under `shared/i18n/locales/` hold them. Where they
 * come from depends on who runs: the screens bundle the files (`import.meta.glob`), the host reads
 * the folders from disk (main/i18n/locale-folders.ts), tests either way. English is always the
 * typed source (`source.ts`), whatever the files say.
 */
export interface Catalogs {
  /** The languages Haven speaks, one per folder, English first. */
  readonly languages: readonly Language[];
  /** A language's messages; the pseudo language's are made from English; English for a language not held. */
  messages(language: AnyLanguage): MessageTree;
  /** What was wrong with the files (a file not made of messages, a folder that is not a language); left out, and said here. */
  readonly problems: readonly string[];
}

const FILE = /(?:^|\/)locales\/([^/]+)\/(.+)\.json$/;

/**
 * The catalogs from a language folder's files, by path (`…/locales/de/refusals/host.json` → the
 * messages of `refusals.host` in German) and their parsed JSON. Never throws: a file that is not
 * a tree of messages, or a folder whose name is not a language tag, is left out and named in
 * `problems` (the catalog check fails on it; the screens fall back to English for what it lacks).
 */
export function catalogsFromFiles(files: Readonly<Record<string, unknown>>, problemsSoFar: readonly string[] = []): Catalogs {
  const problems = [...problemsSoFar];
  const trees = new Map<Language, MessageTree>();
  for (const path of Object.keys(files).sort()) {
    const match = FILE.exec(path.replace(/\\/g, '/'));
    if (!match) continue;
    const [, language = '', area = ''] = match;
    const where = `locales/${language}/${area}.json`;
    if (!isLanguageTag(language)) {
      problems.push(`${where}: "${language}" is not a language tag (like "de" or "pt-BR")`);
      continue;
    }
    if (language === SOURCE_LANGUAGE) continue;
    const wrong = notMessages(files[path]);
    if (wrong !== undefined) {
      problems.push(`${where}: ${wrong}`);
      continue;
    }
    let node = trees.get(language) ?? {};
    trees.set(language, node);
    for (const part of area.split('/')) {
      const next = node[part];
      node = node[part] = typeof next === 'object' ? next : {};
    }
    Object.assign(node, files[path]);
  }
  const english = en as unknown as MessageTree;
  let pseudo: MessageTree | undefined;
  return {
    languages: [SOURCE_LANGUAGE, ...[...trees.keys()].sort()],
    messages(language) {
      if (language === PSEUDO) return (pseudo ??= pseudoCatalog(english));
      return trees.get(language) ?? english;
    },
    problems,
  };
}

/** Why a file's JSON is not a tree of messages (texts in groups), or undefined when it is. */
function notMessages(value: unknown, path = ''): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return path ? `"${path}" is neither a message (a text) nor a group of messages` : 'not a group of messages ({ "key": "message" })';
  }
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof inner === 'string') continue;
    const wrong = notMessages(inner, at);
    if (wrong !== undefined) return wrong;
  }
  return undefined;
}

/** A language's own name, as its speakers write it (`shell.language.name`): the picker shows these. */
export function languageName(catalogs: Catalogs, language: Language): string {
  const shell = catalogs.messages(language)['shell'];
  const name = typeof shell === 'object' && typeof shell['language'] === 'object' ? shell['language']['name'] : undefined;
  return typeof name === 'string' && name.trim() !== '' ? name : language;
}
