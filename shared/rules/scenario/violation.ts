// The scenario engine refuses with the refusal every engine shares (shared/rules/engine.ts): a code,
// and a key of the catalog (shared/i18n/*/refusals.ts, `scenario.*`) with its values.
export { violation, refusedWith, type RuleViolation } from '../engine';
