export { createI18n, NAMESPACE } from './instance';
export { catalogsFromFiles, languageName, type Catalog, type Catalogs } from './catalogs';
export { PSEUDO, SOURCE_LANGUAGE, isLanguageTag, pickLanguage, type AnyLanguage, type Language } from './languages';
export { formatDate, formatNumber } from './format';
export { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalog, pseudoMessage } from './pseudo';
export { flatten, type MessageTree } from './catalog';
export { en } from './source';
