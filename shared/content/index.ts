/** Game content: the records a content pack holds, their validation, and the importers. */
export * from './model/vocabulary';
export * from './model/stat-formula';
export * from './model/ability-action';
export * from './model/monster-type';
export * from './model/ability-deck';
export * from './model/scenario';
export * from './model/character-class';
export * from './model/campaign-cards';
export * from './model/second-edition';
export * from './model/content-pack';
export * from './model/content-error';
export { validatePack, type PackValidation } from './validate-pack';
export type { ImportOptions, ImportOutcome, ImportReport } from './import/import-outcome';
export { importXha, type XhaSource } from './import/xha/import-xha';
export { importGhsEdition } from './import/ghs/import-ghs';
export { importGhsFolders, ghsFoldersOf } from './import/ghs/folders';
export { importFiles, detectSource, type DetectedSource } from './import/import-files';
export { demoPack } from './demo/demo-pack';
