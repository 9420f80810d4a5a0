import type { Kysely } from 'kysely';
import { campaignStateSchema } from '@shared/rules/campaign';
import type { Database } from '../db/schema';
import { NotFoundError, refusedRequest } from '../services/errors';
import { campaignSummaryHtml } from './campaign-html';
import { listScenarioSummaries, loadScenarioSummary } from './load-scenario-summary';
import type { Paper } from './print-css';
import { SOURCE_LANGUAGE, type AnyLanguage } from '@shared/i18n';
import { hostWords } from '../host-i18n';
import { summaryNames, type SummaryContent } from './content-names';
import { scenarioSummaryHtml, scenarioTitle } from './scenario-html';
import type { ScenarioSummaryRef } from './summary-types';

export interface PrintablePage {
  title: string;
  /** A suggested file name for the PDF. */
  fileName: string;
  html: string;
}

export interface SummaryOptions {
  now?: () => Date;
  /** The content packs, for class, scenario, monster and item names in the request's language (main/compose.ts). */
  content?: SummaryContent;
}

/** The printable summaries as HTML; Electron, a browser and headless Chromium all print the same page. Reads only. */
export function createSummaryService(db: Kysely<Database>, options: SummaryOptions = {}) {
  const now = () => (options.now?.() ?? new Date()).toISOString();
  /** A class id as the players name the class ("brute" -> "Brute"): nothing internal on paper. */
  async function classNames(campaignId: string | null, language: AnyLanguage): Promise<(classId: string) => string> {
    const classes = campaignId ? await classesOf(campaignId, language).catch(() => []) : [];
    return (classId) => classes.find((c) => c.id === classId)?.name ?? classId;
  }

  /** The classes the campaign's content packs hold, named in `language`. */
  async function classesOf(campaignId: string, language: AnyLanguage): Promise<ReadonlyArray<{ id: string; name: string }>> {
    const content = options.content;
    const row = await db.selectFrom('campaigns').select('state').where('id', '=', campaignId).executeTakeFirst();
    if (!content || !row) return [];
    const packIds = campaignStateSchema.parse(JSON.parse(row.state)).contentPackIds;
    const [classes, nameOf] = await Promise.all([content.records('characterClasses', packIds), content.names(packIds, language)]);
    return classes.map((c) => ({ id: c.id, name: nameOf('characterClasses', c.id, c.name) }));
  }

  /** A campaign's summary in `language` (the request's). */
  async function campaignPage(campaignId: string, paper: Paper, language: AnyLanguage = SOURCE_LANGUAGE): Promise<PrintablePage> {
    const row = await db.selectFrom('campaigns').select('state').where('id', '=', campaignId).executeTakeFirst();
    if (!row) throw refusedRequest(NotFoundError, 'host.missing.campaign');
    const state = campaignStateSchema.parse(JSON.parse(row.state));
    const words = hostWords(language);
    const names = {
      classNameOf: await classNames(campaignId, language),
      content: await summaryNames(options.content, state.contentPackIds, words.language),
    };
    return {
      title: words.t('summary.campaign.documentTitle', { name: state.name }),
      fileName: `${fileSafe(state.name)}-${fileSafe(words.t('summary.campaign.fileSuffix'))}.pdf`,
      html: campaignSummaryHtml(state, now(), paper, words, names),
    };
  }

  /** A past scenario's summary in `language` (the request's). */
  async function scenarioPage(summaryId: string, paper: Paper, language: AnyLanguage = SOURCE_LANGUAGE): Promise<PrintablePage> {
    const loaded = await loadScenarioSummary(db, summaryId, language);
    const className = await classNames(loaded.campaignId, language);
    const words = hostWords(language);
    const names = await summaryNames(options.content, loaded.contentPackIds, words.language);
    const data = {
      ...loaded,
      scenarioName: names.scenario(loaded.scenarioId, loaded.scenarioName),
      characters: loaded.characters.map((c) => ({ ...c, className: className(c.classId), itemsGained: c.itemsGained.map(names.item) })),
      monstersDefeated:
        loaded.monstersDefeated
          ?.map((m) => ({ ...m, name: names.monster(m.typeId, m.name) }))
          .sort((a, b) => a.name.localeCompare(b.name, words.language)) ?? null,
      setup: loaded.setup && {
        ...loaded.setup,
        monsters: loaded.setup.monsters.map((m) => ({ ...m, name: names.monster(m.typeId, m.name) })),
      },
    };
    return {
      title: scenarioTitle(data, words),
      // Named after the scenario, as a player looks for it among saved files.
      fileName: `${fileSafe(data.scenarioName || words.t('summary.scenario.fileName', { id: data.scenarioId }))}-${data.date.slice(0, 10)}.pdf`,
      html: scenarioSummaryHtml(data, paper, words),
    };
  }

  function scenarios(campaignId: string, language: AnyLanguage = SOURCE_LANGUAGE): Promise<ScenarioSummaryRef[]> {
    const words = hostWords(language);
    return listScenarioSummaries(db, campaignId, words, (state) => summaryNames(options.content, state.contentPackIds, words.language));
  }

  return { campaignPage, scenarioPage, scenarios };
}

export type SummaryService = ReturnType<typeof createSummaryService>;

function fileSafe(name: string): string {
  return (
    name
      .replace(/[^\p{L}\p{N} _-]+/gu, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'summary'
  );
}
