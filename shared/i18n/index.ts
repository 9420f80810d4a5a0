export { createI18n, catalogOf, NAMESPACE, type Catalog } from './instance';
export { LANGUAGES, LANGUAGE_NAMES, PSEUDO, SOURCE_LANGUAGE, isLanguage, pickLanguage, type AnyLanguage, type Language } from './languages';
export { formatDate, formatNumber } from './format';
export { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalog, pseudoMessage } from './pseudo';
export { flatten, type Messages } from './catalog';
