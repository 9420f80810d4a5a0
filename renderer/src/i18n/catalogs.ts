import { catalogsFromFiles } from '@shared/i18n';

/**
 * Every language folder under shared/i18n/locales/, bundled: a folder added there is a language
 * the screens offer at the next build, with no code to change.
 */
export const catalogs = catalogsFromFiles(import.meta.glob('@shared/i18n/locales/**/*.json', { eager: true, import: 'default' }));
