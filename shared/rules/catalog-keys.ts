import { flatten } from '../i18n/catalog';
import { de } from '../i18n/de';
import { en } from '../i18n/en';
import { keysOf, type WordValue } from './words';

const english = flatten(en);
const german = flatten(de);

/** The keys a line uses that the English or German catalog lacks: none, for a line a reader can read. */
export function keysMissingFromCatalog(line: WordValue): string[] {
  return keysOf(line).filter((key) => !english.has(key) || !german.has(key));
}
