import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { catalogsFromFiles, type Catalogs, type Language } from '@shared/i18n';

/** A catalog file is a few dozen kilobytes; anything this large is not one. */
const MOST_BYTES = 4 * 1024 * 1024;

/**
 * shared/i18n/locales/, found upwards from this module: beside the sources when the host runs from
 * them (tsx, vitest), in the app's archive when it is bundled (electron-builder ships the folder).
 */
export function localesDir(from: string = __dirname): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared', 'i18n', 'locales');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return join(resolve(from), 'shared', 'i18n', 'locales');
  }
}

/**
 * Every language folder under `dir` and its JSON files: a new folder is a new language, with no
 * code to change. A file that cannot be read or parsed is left out and named among the problems.
 */
export function readLocaleFolders(dir: string = localesDir()): Catalogs {
  const files: Record<string, unknown> = {};
  const problems: string[] = [];
  const walk = (folder: string) => {
    let names: string[];
    try {
      names = readdirSync(folder).sort();
    } catch (error) {
      problems.push(`${relative(dir, folder) || '.'}: cannot be read (${(error as Error).message})`);
      return;
    }
    for (const name of names) {
      const path = join(folder, name);
      const where = `locales/${relative(dir, path).replace(/\\/g, '/')}`;
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (!name.endsWith('.json')) continue;
      else if (stat.size > MOST_BYTES) problems.push(`${where}: ${stat.size} bytes is too large for a catalog file`);
      else {
        try {
          files[where] = JSON.parse(readFileSync(path, 'utf8'));
        } catch (error) {
          problems.push(`${where}: not JSON (${(error as Error).message})`);
        }
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  else problems.push(`${dir}: no such folder`);
  return catalogsFromFiles(files, problems);
}

let read: Catalogs | undefined;

/** The host's catalogs, read from disk once (they do not change while Haven runs). */
export function hostCatalogs(): Catalogs {
  return (read ??= readLocaleFolders());
}

/** `value` when it names a language Haven speaks, else undefined (a hostile or old client). */
export function spokenLanguage(value: unknown): Language | undefined {
  return typeof value === 'string' && hostCatalogs().languages.includes(value) ? value : undefined;
}
