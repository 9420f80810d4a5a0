import 'i18next';
import type { Catalog } from '@shared/i18n';

// Every t('…') key in the screens is checked against the English catalog by the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalog };
  }
}
