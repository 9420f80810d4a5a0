// The scenario engine refuses with the refusal every engine shares (shared/rules/engine.ts).
export { violation, type RuleViolation } from '../engine';
