import { pickLanguage, PSEUDO, type AnyLanguage, type Language } from '@shared/i18n';
import { catalogs } from './catalogs';

/**
 * The language the player chose, kept in this browser's storage beside the colour scheme: Haven
 * keeps no other settings on the host, and each table device (issue 17) reads in its own language.
 * 'system' follows the system's (the browser's) languages. The pseudo language is accepted for
 * tests, which set it in storage; the picker never offers it.
 */
export const LANGUAGE_KEY = 'haven-language';
export type LanguageChoice = Language | 'system' | typeof PSEUDO;

export function storedChoice(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): LanguageChoice {
  let value: string | null = null;
  try {
    value = storage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    // Storage can be refused (privacy settings): the system's language then.
  }
  return value !== null && (catalogs.languages.includes(value) || value === PSEUDO) ? value : 'system';
}

export function storeChoice(
  choice: LanguageChoice,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
) {
  try {
    if (choice === 'system') storage?.removeItem(LANGUAGE_KEY);
    else storage?.setItem(LANGUAGE_KEY, choice);
  } catch {
    // Not remembered then; the switch still happens.
  }
}

/** The system's language as Haven speaks it: the first of the browser's it knows, else English. */
export function systemLanguage(): Language {
  const nav = globalThis.navigator;
  return pickLanguage(nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [], catalogs.languages);
}

export function languageOf(choice: LanguageChoice): AnyLanguage {
  return choice === 'system' ? systemLanguage() : choice;
}
