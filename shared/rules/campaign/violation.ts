/**
 * How the campaign rules refuse from deep inside a check: `violation()` throws this, and
 * `decideCampaign` turns it into the refusal every engine answers with (shared/rules/engine.ts).
 * It never leaves the engine.
 */
export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';
}

export function violation(message: string): never {
  throw new RuleViolation(message);
}
