import { englishRefusal, refusal, type Refusal, type RefusalKey, type RefusalParams } from '../refusal';

/**
 * How the campaign rules refuse from deep inside a check: `violation()` throws this, and
 * `decideCampaign` turns it into the refusal every engine answers with (shared/rules/engine.ts).
 * It never leaves the engine.
 */
export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';
  /** The refusal as a catalog key and values, for a rule converted to one (see `refuse`). */
  refusal?: Refusal;
}

export function violation(message: string): never {
  throw new RuleViolation(message);
}

/**
 * Refuses with a catalog sentence (`refusals.<key>` in shared/i18n): the same English as
 * `violation`, and the key and values travel on so each screen words it in its language.
 */
export function refuse(key: RefusalKey, params: RefusalParams = {}): never {
  refuseAs(refusal(key, params));
}

/** Refuses with a refusal a rule built already (its key from the catalog). */
export function refuseAs(data: Refusal): never {
  const error = new RuleViolation(englishRefusal(data));
  error.refusal = data;
  throw error;
}
