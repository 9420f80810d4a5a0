import { sql, type Kysely } from 'kysely';
import { campaignStateSchema, type CampaignState } from '@shared/rules/campaign';
import type { Edition } from '@shared/rules/campaign/edition';
import type { Database } from '../db/schema';
import type { AnyLanguage } from '@shared/i18n';
import { hostWords, type HostWords } from '../host-i18n';
import { describeCampaignEvent } from '@shared/rules/campaign/describe';
import { wordLine } from '@shared/rules/words';
import { namesOfPacks, rowLine } from '../services/history-words';
import { BOOKED_NAMES, type SummaryNames } from './content-names';
import { NotFoundError, refusedRequest } from '../services/errors';
import { liveEventsOf } from '../services/scenario-settlement';
import { gainsAfterResult, isResultRow, stateBefore, type HistoryRowLike, type WordEvent } from './history-window';
import { monstersDefeatedOf, sessionCharacters, type SessionStateLike } from './session-facts';
import { setupSheetOf } from './setup-map';
import type { ScenarioSummaryData, ScenarioSummaryRef } from './summary-types';

type SessionRow = {
  id: string;
  pack_id: string | null;
  campaign_id: string | null;
  edition: string;
  scenario_id: string;
  name: string;
  state: string;
  initial_state: string;
  status: string;
  created_at: string;
  updated_at: string;
};

async function hasSessions(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from sqlite_master where type = 'table' and name = 'scenario_sessions'`.execute(db);
  return Number(rows[0]?.n ?? 0) > 0;
}

async function campaignOf(
  db: Kysely<Database>,
  campaignId: string,
  language: AnyLanguage,
): Promise<{ initial: CampaignState; state: CampaignState; rows: HistoryRowLike[]; word: WordEvent }> {
  const row = await db.selectFrom('campaigns').select(['initial_state', 'state']).where('id', '=', campaignId).executeTakeFirst();
  if (!row) throw refusedRequest(NotFoundError, 'host.missing.campaign');
  const history = await db.selectFrom('campaign_history').selectAll().where('campaign_id', '=', campaignId).orderBy('seq', 'asc').execute();
  const state = campaignStateSchema.parse(JSON.parse(row.state));
  // Each line in the reader's language, with the packs' names in it (rows stored before lines were keyed keep their English).
  const names = await namesOfPacks(db, state.contentPackIds, language);
  const t = hostWords(language).t;
  return {
    word: (before, event) => wordLine(describeCampaignEvent(before, event), t, names),
    initial: campaignStateSchema.parse(JSON.parse(row.initial_state)),
    state,
    rows: history.map((h) => ({
      seq: h.seq,
      command: JSON.parse(h.command),
      events: JSON.parse(h.events),
      summary: rowLine(h, names, language),
      at: h.at,
      isUndone: h.is_undone === 1,
    })),
  };
}

/** The settlement entry of a session: by its session id when the command names it, else the first of that scenario after it began. */
function settlementOf(session: SessionRow, rows: readonly HistoryRowLike[]): HistoryRowLike | undefined {
  const results = rows.filter((r) => isResultRow(r) && r.command.type === 'ApplyScenarioSettlement');
  return (
    results.find((r) => r.command.sessionId === session.id) ??
    results.find((r) => r.command.scenarioId === session.scenario_id && r.at >= session.created_at && r.command.sessionId === undefined)
  );
}

/**
 * Every past scenario of a campaign a summary can be printed for, newest first, labelled in the
 * language of `words` with the scenarios' names as `names` gives them (the content's, in that language).
 */
export async function listScenarioSummaries(
  db: Kysely<Database>,
  campaignId: string,
  words: HostWords,
  names: (campaign: CampaignState) => Promise<SummaryNames> = async () => BOOKED_NAMES,
): Promise<ScenarioSummaryRef[]> {
  const { state, rows } = await campaignOf(db, campaignId, words.language);
  const nameOf = (await names(state)).scenario;
  const label = (id: string, english: string) => {
    const name = nameOf(id, english);
    return name ? words.t('summary.scenario.labelNamed', { id, name }) : words.t('summary.scenario.label', { id });
  };
  const sessions = (await hasSessions(db))
    ? await db.selectFrom('scenario_sessions').selectAll().where('campaign_id', '=', campaignId).execute()
    : [];
  const linked = new Set<number>();
  const refs: ScenarioSummaryRef[] = sessions.map((s) => {
    const settlement = settlementOf(s, rows);
    if (settlement) linked.add(settlement.seq);
    const ended = (JSON.parse(s.state) as SessionStateLike).outcome;
    const outcome = settlement
      ? (settlement.command.outcome as 'success' | 'failure')
      : ended === 'success'
        ? 'success'
        : ended === 'lost'
          ? 'failure'
          : 'unfinished';
    return { id: s.id, scenarioId: s.scenario_id, label: label(s.scenario_id, s.name), date: s.created_at, outcome };
  });
  for (const row of rows.filter((r) => isResultRow(r) && !linked.has(r.seq))) {
    const scenarioId = String(row.command.scenarioId);
    const name = state.scenarios.find((s) => s.id === scenarioId)?.name ?? '';
    refs.push({
      id: `${campaignId}:${row.seq}`,
      scenarioId,
      label: label(scenarioId, name),
      date: row.at,
      outcome: row.command.outcome as 'success' | 'failure',
    });
  }
  return refs.sort((a, b) => b.date.localeCompare(a.date));
}

/** The summary of one past scenario: a session id, or `<campaignId>:<seq>` of a result in the history. */
export async function loadScenarioSummary(db: Kysely<Database>, id: string, language: AnyLanguage): Promise<ScenarioSummaryData> {
  const split = /^(.+):(\d+)$/.exec(id);
  if (split) return fromHistory(db, split[1]!, Number(split[2]), language);
  if (!(await hasSessions(db))) throw refusedRequest(NotFoundError, 'host.summary.noScenario');
  const session = await db.selectFrom('scenario_sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!session) throw refusedRequest(NotFoundError, 'host.summary.noScenario');
  const events = await liveEventsOf(db, id);
  const state = JSON.parse(session.state) as SessionStateLike;
  const campaign = session.campaign_id ? await campaignOf(db, session.campaign_id, language) : null;
  const settlement = campaign ? settlementOf(session, campaign.rows) : undefined;
  const gains =
    campaign && settlement
      ? gainsAfterResult(stateBefore(campaign.initial, campaign.rows, settlement.seq), campaign.rows, settlement.seq, campaign.word)
      : null;
  const outcome = settlement
    ? (settlement.command.outcome as 'success' | 'failure')
    : state.outcome === 'success'
      ? 'success'
      : state.outcome === 'lost'
        ? 'failure'
        : 'unfinished';
  return {
    scenarioId: session.scenario_id,
    scenarioName: session.name,
    date: session.created_at,
    edition: session.edition as Edition,
    scenarioLevel: state.level?.scenarioLevel ?? null,
    campaignName: campaign?.state.name ?? null,
    campaignId: session.campaign_id,
    partyName: campaign?.state.party.name || null,
    outcome,
    rounds: typeof state.round === 'number' ? state.round : null,
    characters: gains?.characters ?? sessionCharacters(state, campaign?.state ?? null),
    monstersDefeated: monstersDefeatedOf(state, events),
    rewards: gains?.rewards ?? [],
    notes: settlement ? [] : ['notSettled'],
    contentPackIds: [...new Set([...(session.pack_id ? [session.pack_id] : []), ...(campaign?.state.contentPackIds ?? [])])],
    // The sheet shows the starting room as the board did when the scenario was set up.
    setup: setupSheetOf(state.map, state.monsterTypes, JSON.parse(session.initial_state)),
  };
}

async function fromHistory(db: Kysely<Database>, campaignId: string, seq: number, language: AnyLanguage): Promise<ScenarioSummaryData> {
  const campaign = await campaignOf(db, campaignId, language);
  const row = campaign.rows.find((r) => r.seq === seq);
  if (!row || !isResultRow(row)) throw refusedRequest(NotFoundError, 'host.missing.historyResult');
  const before = stateBefore(campaign.initial, campaign.rows, seq);
  const scenarioId = String(row.command.scenarioId);
  const gains = gainsAfterResult(before, campaign.rows, seq, campaign.word);
  return {
    scenarioId,
    scenarioName: campaign.state.scenarios.find((s) => s.id === scenarioId)?.name || String(row.command.scenarioName ?? ''),
    date: row.at,
    edition: campaign.state.edition,
    scenarioLevel: null,
    campaignName: campaign.state.name,
    campaignId,
    partyName: campaign.state.party.name || null,
    outcome: row.command.outcome as 'success' | 'failure',
    rounds: null,
    characters: gains.characters,
    monstersDefeated: null,
    rewards: gains.rewards,
    notes: ['byHand'],
    contentPackIds: campaign.state.contentPackIds,
    setup: null,
  };
}
