import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { appI18n } from './i18n';

/** Gives every screen the catalog, and keeps the page's lang attribute (hyphenation, screen readers) in step. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const i18n = appI18n();
  useEffect(() => {
    const apply = (language: string) => document.documentElement.setAttribute('lang', language === 'xx' ? 'en' : language);
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
