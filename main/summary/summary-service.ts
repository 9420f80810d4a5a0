import type { Kysely } from 'kysely';
import { campaignStateSchema } from '../../shared/rules/campaign';
import type { Database } from '../db/schema';
import type { ContentService } from '../services/content';
import { NotFoundError } from '../services/errors';
import { campaignSummaryHtml } from './campaign-html';
import { listScenarioSummaries, loadScenarioSummary } from './load-scenario-summary';
import type { Paper } from './print-css';
import { hostWords } from '../host-i18n';
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
  /** Where the class names of a campaign's content packs come from (main/compose.ts hands it in). */
  content?: Pick<ContentService, 'records' | 'names'>;
}

/** The printable summaries as HTML; Electron, a browser and headless Chromium all print the same page. Reads only. */
export function createSummaryService(db: Kysely<Database>, options: SummaryOptions = {}) {
  const now = () => (options.now?.() ?? new Date()).toISOString();
  /** A class id as the players name the class ("brute" -> "Brute"): nothing internal on paper. */
  async function classNames(campaignId: string | null): Promise<(classId: string) => string> {
    const classes = campaignId ? await classesOf(campaignId).catch(() => []) : [];
    return (classId) => classes.find((c) => c.id === classId)?.name ?? classId;
  }

  /** The classes the campaign's content packs hold, named in the request's language. */
  async function classesOf(campaignId: string): Promise<ReadonlyArray<{ id: string; name: string }>> {
    const content = options.content;
    const row = await db.selectFrom('campaigns').select('state').where('id', '=', campaignId).executeTakeFirst();
    if (!content || !row) return [];
    const packIds = campaignStateSchema.parse(JSON.parse(row.state)).contentPackIds;
    const [classes, nameOf] = await Promise.all([content.records('characterClasses', packIds), content.names(packIds)]);
    return classes.map((c) => ({ id: c.id, name: nameOf('characterClasses', c.id, c.name) }));
  }

  async function campaignPage(campaignId: string, paper: Paper): Promise<PrintablePage> {
    const row = await db.selectFrom('campaigns').select('state').where('id', '=', campaignId).executeTakeFirst();
    if (!row) throw new NotFoundError(`There is no campaign with id ${campaignId}.`);
    const state = campaignStateSchema.parse(JSON.parse(row.state));
    return {
      title: `${state.name} — campaign summary`,
      fileName: `${fileSafe(state.name)}-summary.pdf`,
      html: campaignSummaryHtml(state, now(), paper, await classNames(campaignId)),
    };
  }

  async function scenarioPage(summaryId: string, paper: Paper): Promise<PrintablePage> {
    const loaded = await loadScenarioSummary(db, summaryId);
    const className = await classNames(loaded.campaignId);
    const data = { ...loaded, characters: loaded.characters.map((c) => ({ ...c, className: className(c.classId) })) };
    // In the language of the screen that asked for it (main/ipc/request-language.ts).
    const words = hostWords();
    return {
      title: scenarioTitle(data, words),
      // Named after the scenario, as a player looks for it among saved files.
      fileName: `${fileSafe(data.scenarioName || words.t('summary.scenario.fileName', { id: data.scenarioId }))}-${data.date.slice(0, 10)}.pdf`,
      html: scenarioSummaryHtml(data, paper, words),
    };
  }

  function scenarios(campaignId: string): Promise<ScenarioSummaryRef[]> {
    return listScenarioSummaries(db, campaignId);
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
