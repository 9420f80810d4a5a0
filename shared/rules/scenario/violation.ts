/**
 * A command the rules refuse. `message` is a sentence a person can act on: what went wrong, that
 * nothing changed, and what to do instead.
 */
export interface RuleViolation {
  kind: 'RuleViolation';
  code: string;
  message: string;
}

export function violation(code: string, message: string): { violation: RuleViolation } {
  return { violation: { kind: 'RuleViolation', code, message } };
}
