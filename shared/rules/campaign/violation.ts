import { refusal, type Refusal, type RefusalKey, type RefusalParams } from '../refusal';

/**
 * The error a host throws for a command the campaign rules refused (main/services/errors.ts
 * extends it, the tests' fixture throws it). The rules themselves never throw: they answer a
 * `Refused` value (below), and `decideCampaign` turns it into the refusal every engine answers with.
 */
export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';
  /** The refusal as a catalog key and values. */
  refusal?: Refusal;
}

/** A campaign rule's answer when the rules do not allow a command: a catalog key and its values. */
export interface Refused {
  refused: Refusal;
}

/** Refuses with a catalog sentence (`refusals.<key>` in shared/i18n); each screen words it in its language. */
export function refused(key: RefusalKey, params: RefusalParams = {}, parts?: Record<string, Refusal[]>): Refused {
  return { refused: refusal(key, params, parts) };
}

/** Refuses with a refusal a rule built already (its key from the catalog). */
export function refusedAs(data: Refusal): Refused {
  return { refused: data };
}

/** Whether a rule's answer is a refusal (anything else is what it found: events, a character...). */
export function isRefused(answer: unknown): answer is Refused {
  return typeof answer === 'object' && answer !== null && 'refused' in answer;
}
