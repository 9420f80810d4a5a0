import { englishRefusal, refusal, type Refusal, type RefusalKey, type RefusalParams } from '../rules/refusal';

/**
 * One thing wrong with an imported file: where (a field path such as `history.3.command.amount`)
 * and what. `refusal` is the message as a catalog key and values (`refusals.files.exchange.*`),
 * so the host says it in the request's language (issue 18); `message` stays its English words.
 */
export interface ExchangeIssue {
  path: string;
  message: string;
  refusal?: Refusal;
}

/** An issue whose message is the catalog's `refusals.<key>`; the path stays a value. */
export function keyedIssue(path: string, key: RefusalKey, params: RefusalParams = {}, parts?: Record<string, Refusal[]>): ExchangeIssue {
  return issueOf(path, refusal(key, params, parts));
}

/** An issue whose message is a refusal built already. */
export function issueOf(path: string, data: Refusal): ExchangeIssue {
  return { path, message: englishRefusal(data), refusal: data };
}

/**
 * A file that cannot be imported. The message lists the first problems with their field paths and
 * says that nothing was imported, so a person knows the database is as it was. `refusal` is the
 * same sentence as a catalog key, values and parts, as a rule's RuleViolation carries one.
 */
export class ExchangeError extends Error {
  override readonly name = 'ExchangeError';
  readonly what: string;
  readonly refusal: Refusal;
  constructor(
    what: Refusal,
    readonly issues: readonly ExchangeIssue[],
  ) {
    const data = exchangeRefusal(what, issues);
    super(englishRefusal(data));
    this.what = englishRefusal(what);
    this.refusal = data;
  }
}

/** What a file is not, as the first words of an ExchangeError. */
export const NOT_A_CAMPAIGN_FILE = refusal('files.exchange.notCampaignFile');
export const NEWER_CAMPAIGN_FILE = refusal('files.exchange.newerHaven');
export const NOT_A_GHS_BACKUP = refusal('files.exchange.notGhsBackup');
/** A file that is something else altogether, said alone (issue 29: words, not a parser's jargon). */
export const A_PICTURE = refusal('files.exchange.picture');
export const GHS_GAME_DATA = refusal('files.exchange.ghsGameData');

function exchangeRefusal(what: Refusal, issues: readonly ExchangeIssue[], max = 5): Refusal {
  // What the file is says it all: no list of problems after it.
  if (issues.length === 0) return refusal('files.exchange.alone', {}, { what: [what] });
  const shown = issues.slice(0, max).map((issue) => {
    const message = issue.refusal ?? refusal('files.exchange.asIs', { text: issue.message });
    return issue.path ? refusal('files.exchange.issue', { path: issue.path }, { message: [message] }) : message;
  });
  if (issues.length > max) shown.push(refusal('files.exchange.moreProblems', { count: issues.length - max }));
  return refusal('files.exchange.refused', {}, { what: [what], issues: shown });
}

export function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}
