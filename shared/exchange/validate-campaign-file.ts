import { campaignCommandSchema } from '../rules/campaign/commands';
import type { CampaignEvent } from '../rules/campaign/events';
import { evolveCampaignAll } from '../rules/campaign/evolve';
import type { CampaignState } from '../rules/campaign/state';
import { campaignFileSchema, CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, strictStateSchema, type CampaignFile } from './campaign-file';
import { ExchangeError, issueOf, keyedIssue, NEWER_CAMPAIGN_FILE, NOT_A_CAMPAIGN_FILE, pathOf, type ExchangeIssue } from './exchange-error';
import { refusal, type Refusal, type RefusalKey } from '../rules/refusal';
import { findOversizedValues, parseJsonText } from './limits';
import { refusalOf } from '../rules/says';
import { contentIssueWords } from '../content/zod-words';
import type { z } from 'zod';

const WHAT = NOT_A_CAMPAIGN_FILE;

/**
 * Reads a campaign file in full before anything is written: its format and version first (so a
 * file from a newer Haven gets that sentence, not a list of unknown fields), then every field, then
 * whether its history really leads to its state. Throws an ExchangeError with field paths.
 */
export function validateCampaignFile(text: string): CampaignFile {
  const parsed = parseJsonText(text);
  if ('issue' in parsed) throw new ExchangeError(WHAT, [parsed.issue]);
  return validateCampaignDocument(parsed.value);
}

export function validateCampaignDocument(document: unknown): CampaignFile {
  const head = document as { format?: unknown; version?: unknown } | null;
  if (head === null || typeof head !== 'object' || Array.isArray(head)) {
    throw new ExchangeError(WHAT, [keyedIssue('', 'files.exchange.notObject')]);
  }
  if (head.format !== CAMPAIGN_FILE_FORMAT) {
    throw new ExchangeError(WHAT, [found('format', 'files.exchange.format', head.format, { expected: CAMPAIGN_FILE_FORMAT })]);
  }
  if (typeof head.version !== 'number' || !Number.isInteger(head.version)) {
    throw new ExchangeError(WHAT, [found('version', 'files.exchange.wholeNumber', head.version)]);
  }
  if (head.version > CAMPAIGN_FILE_VERSION) {
    throw new ExchangeError(NEWER_CAMPAIGN_FILE, [
      keyedIssue('version', 'files.exchange.newerVersion', { version: head.version, reads: CAMPAIGN_FILE_VERSION }),
    ]);
  }
  if (head.version !== CAMPAIGN_FILE_VERSION) {
    throw new ExchangeError(WHAT, [
      keyedIssue('version', 'files.exchange.unknownVersion', { version: head.version, reads: CAMPAIGN_FILE_VERSION }),
    ]);
  }
  const oversized = findOversizedValues(document);
  if (oversized.length > 0) throw new ExchangeError(WHAT, oversized);
  // Zod's own sentences as catalog keys (shared/content/zod-words.ts), as for a content import.
  const result = campaignFileSchema.safeParse(document, { error: contentIssueWords });
  if (!result.success)
    throw new ExchangeError(
      WHAT,
      result.error.issues.map((i) => zodIssue(i, i.path)),
    );
  const commandIssues = result.data.history.flatMap((row, index) => {
    const command = campaignCommandSchema.safeParse(row.command, { error: contentIssueWords });
    return command.success ? [] : command.error.issues.map((i) => zodIssue(i, ['history', index, 'command', ...i.path]));
  });
  if (commandIssues.length > 0) throw new ExchangeError(WHAT, commandIssues);
  const issues = checkConsistency(result.data);
  if (issues.length > 0) throw new ExchangeError(WHAT, issues);
  return result.data;
}

/** A schema's problem at its path: its English words, and its catalog key where it has one. */
function zodIssue(issue: z.core.$ZodIssue, path: readonly PropertyKey[]): ExchangeIssue {
  const keyed = refusalOf(issue);
  return keyed ? { path: pathOf(path), message: issue.message, refusal: keyed } : { path: pathOf(path), message: issue.message };
}

/**
 * The history must be in order with undone entries last (the redo trail), every entry's events must
 * apply and leave a valid campaign, and the live entries must lead from the initial state to the
 * state. Undone entries are tried on top of it, in redo order, so a redo can never break it.
 */
function checkConsistency(file: CampaignFile): ExchangeIssue[] {
  const issues: ExchangeIssue[] = [];
  const { initialState, state } = file.campaign;
  if (initialState.id !== state.id) issues.push(keyedIssue('campaign.initialState.id', 'files.exchange.idsDiffer'));
  let seenUndone = false;
  file.history.forEach((row, index) => {
    const previous = file.history[index - 1];
    if (previous && row.seq <= previous.seq)
      issues.push(keyedIssue(`history.${index}.seq`, 'files.exchange.seqOrder', { seq: row.seq, previous: previous.seq }));
    if (row.isUndone) seenUndone = true;
    else if (seenUndone) issues.push(keyedIssue(`history.${index}.isUndone`, 'files.exchange.liveAfterUndone'));
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
    if ('problem' in next) return [issueOf(`history.${index}.events`, next.problem)];
    current = next.state;
  }
  if (!checkedState && !sameState(current, state)) return [mismatch()];
  return [];
}

function applyRow(state: CampaignState, events: CampaignEvent[]): { state: CampaignState } | { problem: Refusal } {
  let next: unknown;
  try {
    next = evolveCampaignAll(state, events);
  } catch (error) {
    return { problem: refusal('files.exchange.cannotApply', { message: (error as Error).message }) };
  }
  const checked = strictStateSchema.safeParse(next, { error: contentIssueWords });
  if (!checked.success) {
    const first = checked.error.issues[0];
    // The field path and zod's own words are values; "the campaign" and "unknown event" are the catalog's.
    const place = first ? pathOf(first.path) : '';
    // A schema's keyed sentence (`says`) is worded in the request's language, any other kept as it is.
    const words = first ? (refusalOf(first) ?? refusal('files.exchange.asIs', { text: first.message })) : undefined;
    const problem = !first
      ? refusal('files.exchange.unknownEvent')
      : place
        ? refusal('files.exchange.issue', { path: place }, { message: [words!] })
        : refusal('files.exchange.issue', { path: '' }, { path: [refusal('files.exchange.theCampaign')], message: [words!] });
    return { problem: refusal('files.exchange.invalidCampaign', {}, { problem: [problem] }) };
  }
  return { state: checked.data };
}

function mismatch(): ExchangeIssue {
  return keyedIssue('campaign.state', 'files.exchange.stateMismatch');
}

/** An issue naming what the file holds instead ("found 2", "found nothing"). */
function found(path: string, key: RefusalKey, value: unknown, params: Record<string, string> = {}): ExchangeIssue {
  return value === undefined
    ? keyedIssue(path, key, { ...params, found: 'nothing' }, { found: [refusal('files.exchange.nothing')] })
    : keyedIssue(path, key, { ...params, found: describe(value) });
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
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
