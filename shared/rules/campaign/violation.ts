/** A command the rules do not allow, with a sentence a person can act on. Nothing was changed. */
export class RuleViolation extends Error {
  override readonly name = 'RuleViolation';
}

export function violation(message: string): never {
  throw new RuleViolation(message);
}
