/** One thing wrong with an imported file: where (a field path such as `history.3.command.amount`) and what. */
export interface ExchangeIssue {
  path: string;
  message: string;
}

/**
 * A file that cannot be imported. The message lists the first problems with their field paths and
 * says that nothing was imported, so a person knows the database is as it was.
 */
export class ExchangeError extends Error {
  override readonly name = 'ExchangeError';
  constructor(
    readonly what: string,
    readonly issues: readonly ExchangeIssue[],
  ) {
    super(`${what}: ${formatExchangeIssues(issues)}. Nothing was imported; the data is unchanged.`);
  }
}

export function formatExchangeIssues(issues: readonly ExchangeIssue[], max = 5): string {
  const shown = issues.slice(0, max).map((i) => (i.path ? `${i.path}: ${i.message}` : i.message));
  if (issues.length > max) shown.push(`and ${issues.length - max} more problem(s)`);
  return shown.join('; ');
}

export function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}
