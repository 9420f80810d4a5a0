import { campaignCommandSchema } from '../rules/campaign/commands';
import type { CampaignEvent } from '../rules/campaign/events';
import { evolveCampaignAll } from '../rules/campaign/evolve';
import type { CampaignState } from '../rules/campaign/state';
import { campaignFileSchema, CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, strictStateSchema, type CampaignFile } from './campaign-file';
import { ExchangeError, pathOf, type ExchangeIssue } from './exchange-error';
import { findOversizedValues, parseJsonText } from './limits';

const WHAT = 'This is not a campaign file Haven can import';

/**
 * Reads a campaign file in full before anything is written: its format and version first (so a
 * file from a newer Haven gets that sentence, not a list of unknown fields), then every field, then
 * whether its history really leads to its state. Throws an ExchangeError with field paths.
 */
export function validateCampaignFile(text: string): CampaignFile {
  const parsed = parseJsonText(text, 'the file');
  if ('issue' in parsed) throw new ExchangeError(WHAT, [parsed.issue]);
  return validateCampaignDocument(parsed.value);
}

export function validateCampaignDocument(document: unknown): CampaignFile {
  const head = document as { format?: unknown; version?: unknown } | null;
  if (head === null || typeof head !== 'object' || Array.isArray(head)) {
    throw new ExchangeError(WHAT, [{ path: '', message: 'the file must hold a JSON object' }]);
  }
  if (head.format !== CAMPAIGN_FILE_FORMAT) {
    throw new ExchangeError(WHAT, [{ path: 'format', message: `expected "${CAMPAIGN_FILE_FORMAT}", found ${describe(head.format)}` }]);
  }
  if (typeof head.version !== 'number' || !Number.isInteger(head.version)) {
    throw new ExchangeError(WHAT, [{ path: 'version', message: `expected a whole number, found ${describe(head.version)}` }]);
  }
  if (head.version > CAMPAIGN_FILE_VERSION) {
    throw new ExchangeError('This campaign file was written by a newer Haven', [
      { path: 'version', message: `${head.version} (this Haven reads version ${CAMPAIGN_FILE_VERSION}; update Haven to import it)` },
    ]);
  }
  if (head.version !== CAMPAIGN_FILE_VERSION) {
    throw new ExchangeError(WHAT, [
      { path: 'version', message: `unknown format version ${head.version}; this Haven reads version ${CAMPAIGN_FILE_VERSION}` },
    ]);
  }
  const oversized = findOversizedValues(document);
  if (oversized.length > 0) throw new ExchangeError(WHAT, oversized);
  const result = campaignFileSchema.safeParse(document);
  if (!result.success) {
    throw new ExchangeError(
      WHAT,
      result.error.issues.map((i) => ({ path: pathOf(i.path), message: i.message })),
    );
  }
  const commandIssues = result.data.history.flatMap((row, index) => {
    const command = campaignCommandSchema.safeParse(row.command);
    return command.success
      ? []
      : command.error.issues.map((i) => ({ path: pathOf(['history', index, 'command', ...i.path]), message: i.message }));
  });
  if (commandIssues.length > 0) throw new ExchangeError(WHAT, commandIssues);
  const issues = checkConsistency(result.data);
  if (issues.length > 0) throw new ExchangeError(WHAT, issues);
  return result.data;
}

/**
 * The history must be in order with undone entries last (the redo trail), every entry's events must
 * apply and leave a valid campaign, and the live entries must lead from the initial state to the
 * state. Undone entries are tried on top of it, in redo order, so a redo can never break it.
 */
function checkConsistency(file: CampaignFile): ExchangeIssue[] {
  const issues: ExchangeIssue[] = [];
  const { initialState, state } = file.campaign;
  if (initialState.id !== state.id) issues.push({ path: 'campaign.initialState.id', message: 'differs from campaign.state.id' });
  let seenUndone = false;
  file.history.forEach((row, index) => {
    const previous = file.history[index - 1];
    if (previous && row.seq <= previous.seq)
      issues.push({ path: `history.${index}.seq`, message: `${row.seq} does not follow ${previous.seq}` });
    if (row.isUndone) seenUndone = true;
    else if (seenUndone)
      issues.push({ path: `history.${index}.isUndone`, message: 'a live entry after an undone one (undone entries come last)' });
  });
  if (issues.length > 0) return issues;
  let current: CampaignState = initialState;
  let checkedState = false;
  for (const [index, row] of file.history.entries()) {
    if (row.isUndone && !checkedState) {
      checkedState = true;
      if (!sameState(current, state)) return [mismatch()];
    }
    const next = applyRow(current, row.events as unknown as CampaignEvent[]);
    if ('problem' in next) return [{ path: `history.${index}.events`, message: next.problem }];
    current = next.state;
  }
  if (!checkedState && !sameState(current, state)) return [mismatch()];
  return [];
}

function applyRow(state: CampaignState, events: CampaignEvent[]): { state: CampaignState } | { problem: string } {
  let next: unknown;
  try {
    next = evolveCampaignAll(state, events);
  } catch (error) {
    return { problem: `they cannot be applied (${(error as Error).message})` };
  }
  const checked = strictStateSchema.safeParse(next);
  if (!checked.success) {
    const first = checked.error.issues[0];
    return {
      problem: `applying them gives an invalid campaign (${first ? `${pathOf(first.path) || 'the campaign'}: ${first.message}` : 'unknown event'})`,
    };
  }
  return { state: checked.data };
}

function mismatch(): ExchangeIssue {
  return { path: 'campaign.state', message: 'does not match what its history gives when replayed from campaign.initialState' };
}

function sameState(a: CampaignState, b: CampaignState): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Key order must not matter when comparing two states read from JSON. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
