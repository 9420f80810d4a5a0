import type { AnyLanguage } from '@shared/i18n';
import { sql } from 'kysely';
import type { Scenario } from '@shared/content/model/scenario';
import type { ScenarioHistoryEntry, ScenarioSessionView } from '@shared/ipc/scenario-types';
import { syncWithSession } from '@shared/automaton/session';
import { lastModifierDraw } from '@shared/rules/scenario/view/modifier-draw';
import { modifierDecksView, monsterGroupsView, settlementOf, turnOrderView } from '@shared/rules/scenario/view/views';
import { roomsView } from '@shared/content/rooms-view';
import { tableStateOf } from '@shared/rules/scenario/view/table-state';
import { mapView } from '@shared/rules/scenario/view/map-view';
import { withLocalNames } from '@shared/rules/scenario/view/localized';
import { openingRulesLine } from '@shared/rules/scenario/special-rules/history';
import { scenarioStateSchema } from '@shared/rules/scenario';
import { wordLine } from '@shared/rules/words';
import type { NameIn } from '@shared/content/localized-names';
import { hostWords } from '../host-i18n';
import { readJson } from './json-column';
import { readOrNull } from './event-log';
import { namesOfPacks, rowLine, scenarioRulesView } from './history-words';
import { appliedCheckmarksOf, liveEventsOf, settlementRewardsView } from './scenario-settlement';
import { killsInLog } from '@shared/rules/scenario';
import { commandEdges, loadSession, sessionStatus, type Db } from './scenario-session-rows';

/** The scenario id setup gives a session played without a scenario (main/services/scenario-setup.ts). */
export const AD_HOC_SCENARIO_ID = 'ad-hoc';

/**
 * A session's title worded from its kind in `language`, where it has no name of its own: an ad hoc
 * session's stored name ("Ad hoc scenario", as setup kept it) is no name but words, so a German
 * reader sees "Freies Szenario" (issue 29). Undefined for a session of a scenario: its name stands.
 */
export function titleOf(row: { scenario_id: string }, language: AnyLanguage): string | undefined {
  return row.scenario_id === AD_HOC_SCENARIO_ID ? adHocTitle(language) : undefined;
}

/** "Ad hoc scenario" in `language`, from the catalogs. */
export const adHocTitle = (language: AnyLanguage): string => hostWords(language).t('playSetup.header.adHocTitle');

/**
 * A session as the screens see it, in `language`: the table state (never the generator or a pile's
 * order), the views built for the play screen, its newest `historyLimit` lines, and its rewards.
 */
export async function sessionView(trx: Db, sessionId: string, language: AnyLanguage, historyLimit: number): Promise<ScenarioSessionView> {
  const { row, state: stored } = await loadSession(trx, sessionId);
  // The names a player reads (monsters, in the lines and the view) in the reader's language where
  // the pack has labels; the stored state keeps the English names the engine books by.
  const names = await namesOfPacks(trx, row.pack_id === null ? [] : [row.pack_id], language);
  const state = withLocalNames(stored, names);
  const rows = await trx
    .selectFrom('scenario_log')
    .select(['seq', 'summary', 'words', 'command', 'events', 'reveals_hidden', 'is_undone', 'at'])
    .where('session_id', '=', sessionId)
    .orderBy('seq', 'desc')
    .limit(historyLimit)
    .execute();
  const undone = await trx
    .selectFrom('scenario_log')
    .select(sql<number>`count(*)`.as('n'))
    .where('session_id', '=', sessionId)
    .where('is_undone', '=', 1)
    .executeTakeFirst();
  const status = await sessionStatus(trx, row);
  let scenario: Scenario | null = null;
  if (row.pack_id !== null && row.scenario_id !== AD_HOC_SCENARIO_ID) {
    const record = await trx
      .selectFrom('content_records')
      .select('data')
      .where('pack_id', '=', row.pack_id)
      .where('kind', '=', 'scenarios')
      .where('record_id', '=', row.scenario_id)
      .executeTakeFirst();
    scenario = record ? (JSON.parse(record.data) as Scenario) : null;
  }
  const rooms = roomsView(state, scenario);
  // The party's items as the shop names them in the reader's language (issue 29), by the English
  // names the engine books them by (`names` finds an item by its English name).
  const itemNames: Record<string, string> = {};
  for (const character of Object.values(stored.characters))
    for (const item of character.items ?? []) itemNames[item.name] = names('items', item.name, item.name);
  const history: ScenarioHistoryEntry[] = rows.map((r) => ({
    seq: r.seq,
    summary: rowLine(r, names, language),
    // A damaged row's command cannot name its type; its stored line still reads.
    commandType: readOrNull(() => (JSON.parse(r.command) as { type: string }).type) ?? '',
    revealsHidden: r.reveals_hidden === 1,
    isUndone: r.is_undone === 1,
    at: r.at,
  }));
  // The oldest line shown: the rules Haven applied as it set the scenario up, if any (the initial
  // state is read only for a scenario with rules, while its first command is among the lines).
  const hasRules = (stored.scenarioRules ?? []).length > 0;
  const opening = hasRules && rows.length < historyLimit ? openingEntry(row, names, language) : undefined;
  if (opening) history.push(opening);
  // The scenario's name as setup wrote it ("5 A Ritual in Stone"), its name in the request's language.
  const numbered = (name: string) => (scenario ? `${scenario.index === scenario.id ? '' : `${scenario.index} `}${name}` : name);
  const name =
    titleOf(row, language) ??
    (scenario && row.name === numbered(scenario.name) ? numbered(names('scenarios', scenario.id, scenario.name)) : row.name);
  return {
    id: row.id,
    campaignId: row.campaign_id,
    packId: row.pack_id,
    scenarioId: row.scenario_id,
    name,
    edition: state.edition,
    status,
    state: tableStateOf(state),
    board: state.board ? syncWithSession(state.board, state) : null,
    canUndo: status !== 'settled' && rows.some((r) => r.is_undone === 0),
    canRedo: status !== 'settled' && Number(undone?.n ?? 0) > 0,
    undoRedo: await commandEdges(trx, sessionId).then(({ newestLive, nextRedo }) => ({ undo: newestLive, redo: nextRedo })),
    turnOrder: turnOrderView(state),
    monsterGroups: monsterGroupsView(state),
    rooms,
    map: mapView(state, rooms),
    modifierDecks: modifierDecksView(state),
    lastModifierDraw: lastModifierDraw(
      state,
      rows.filter((r) => r.is_undone === 0),
    ),
    settlement: settlementOf(state),
    rewards:
      state.outcome === null || scenario === null || row.pack_id === null
        ? null
        : await settlementRewardsView(trx, row.pack_id, scenario, language),
    kills: state.outcome === null ? [] : killsInLog(state, await liveEventsOf(trx, sessionId)),
    appliedCheckmarks: status === 'settled' && row.campaign_id !== null ? await appliedCheckmarksOf(trx, row.campaign_id, row.id) : null,
    scenarioRules: scenarioRulesView(scenario, state, names, language),
    itemNames,
    history,
  };
}

/**
 * The setup's own history line (step 0, before every command): the rules Haven applied at the start,
 * read from the session's initial state (special-rules/history.ts). A damaged initial state says none.
 */
function openingEntry(
  row: { initial_state: string; created_at: string },
  names: NameIn,
  language: AnyLanguage,
): ScenarioHistoryEntry | undefined {
  const initial = readOrNull(() => readJson(scenarioStateSchema, row.initial_state));
  const line = initial === null ? undefined : openingRulesLine(initial);
  if (line === undefined) return undefined;
  return {
    seq: 0,
    summary: wordLine(line, hostWords(language).t, names),
    commandType: '',
    revealsHidden: false,
    isUndone: false,
    at: row.created_at,
  };
}
