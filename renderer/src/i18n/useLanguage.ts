import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, type AnyLanguage } from '@shared/i18n';
import { TransportContext } from '../bridge/hooks';
import { queryClientOf } from '../bridge/query-client';
import { languageOf, storeChoice, storedChoice, type LanguageChoice } from './language-choice';

/** The chosen language and a way to switch it: the screens re-render at once, nothing restarts. */
export function useLanguage() {
  const { i18n } = useTranslation();
  const transport = useContext(TransportContext);
  const [choice, setChoiceState] = useState<LanguageChoice>(storedChoice);
  const setChoice = (next: LanguageChoice) => {
    storeChoice(next);
    setChoiceState(next);
    void i18n.changeLanguage(languageOf(next));
    // The host answered content names in the old language: every read is asked again in the new one.
    if (transport) void queryClientOf(transport).invalidateQueries();
  };
  return { choice, language: i18n.language as AnyLanguage, setChoice };
}

/** Numbers and dates in the screen's language (re-rendered when it changes). */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language as AnyLanguage;
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
    date: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) => formatDate(value, language, options),
  };
}
