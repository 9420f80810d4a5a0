import type { i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createI18n } from '@shared/i18n';
import { catalogs } from './catalogs';
import { languageOf, storedChoice } from './language-choice';

let instance: i18n | undefined;

/**
 * The screens' one i18next instance, in the remembered language (or the system's). It is also
 * react-i18next's default, so a component rendered without the provider (a component test) speaks
 * English or whatever the instance speaks.
 */
export function appI18n(): i18n {
  return (instance ??= createI18n(catalogs, languageOf(storedChoice()), [initReactI18next]));
}
