import type { Kysely } from 'kysely';
import type { LayoutImportReport } from '@shared/content/import/vgb/import-vgb';
import type { InstalledLayouts } from '@shared/ipc/content-types';
import { checkLayout, type Layout, type ScenarioSet } from '@shared/layout';
import type { Database } from '../db/schema';
import type { ContentService } from './content';
import { NotFoundError, refusedRequest } from './errors';

/** The one source of layouts Haven reads: the Virtual Gloomhaven Board (CC BY 4.0, Purple Kingdom Games). */
export const VGB_IMPORT = { id: 'vgb', name: 'Virtual Gloomhaven Board' } as const;

/**
 * Scenario layouts imported from the Virtual Gloomhaven Board (issue 27). An import replaces the
 * layouts before it, whole, in one transaction; a layout read back is parsed again (a data file
 * from outside may have been edited).
 */
export function createLayoutService(db: Kysely<Database>, now: () => Date = () => new Date()) {
  async function install(layouts: readonly Layout[], report: LayoutImportReport): Promise<InstalledLayouts> {
    const importedAt = now().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('scenario_layouts').execute();
      await trx.deleteFrom('layout_imports').execute();
      await trx
        .insertInto('layout_imports')
        .values({ id: VGB_IMPORT.id, name: VGB_IMPORT.name, report: JSON.stringify(report), imported_at: importedAt })
        .execute();
      // SQLite caps bound parameters per statement; insert in slices.
      for (let start = 0; start < layouts.length; start += 100)
        await trx
          .insertInto('scenario_layouts')
          .values(
            layouts.slice(start, start + 100).map((layout) => ({
              import_id: VGB_IMPORT.id,
              scenario_set: layout.scenario.set,
              scenario_number: layout.scenario.number,
              name: layout.scenario.name,
              layout: JSON.stringify(layout),
            })),
          )
          .execute();
    });
    return installedOf(report, importedAt);
  }

  /** What is installed, or null when no layouts were imported. */
  async function installed(): Promise<InstalledLayouts | null> {
    const row = await db.selectFrom('layout_imports').selectAll().executeTakeFirst();
    return row ? installedOf(JSON.parse(row.report) as LayoutImportReport, row.imported_at) : null;
  }

  async function remove(): Promise<void> {
    const { numDeletedRows } = await db.deleteFrom('layout_imports').executeTakeFirst();
    if (numDeletedRows === 0n) throw refusedRequest(NotFoundError, 'files.layout.notInstalled');
  }

  /** The layout of one scenario, checked again, or null when none was imported (or what is stored is no sound layout). */
  async function layoutOf(set: ScenarioSet, number: number): Promise<Layout | null> {
    const row = await db
      .selectFrom('scenario_layouts')
      .select('layout')
      .where('scenario_set', '=', set)
      .where('scenario_number', '=', number)
      .executeTakeFirst();
    if (!row) return null;
    let json: unknown;
    try {
      json = JSON.parse(row.layout);
    } catch {
      return null;
    }
    const checked = checkLayout(json);
    return checked.ok ? checked.layout : null;
  }

  return { install, installed, remove, layoutOf };
}

export type LayoutService = ReturnType<typeof createLayoutService>;

/**
 * The monster types of the installed 1st-edition packs read from the community's data (the demo
 * pack's are invented), by id with their English names: what a layout of Gloomhaven may name, and
 * what its figures and warnings call them. Empty when no such pack is installed.
 */
export async function firstEditionMonsters(content: ContentService): Promise<Map<string, string>> {
  const packs = (await content.list()).filter((pack) => pack.edition === 'gh1' && pack.source !== 'haven-demo');
  if (packs.length === 0) return new Map();
  const types = await content.records(
    'monsterTypes',
    packs.map((pack) => pack.id),
  );
  return new Map(types.map((type) => [type.id, type.name]));
}

function installedOf(report: LayoutImportReport, importedAt: string): InstalledLayouts {
  return {
    kind: 'layouts',
    id: VGB_IMPORT.id,
    name: VGB_IMPORT.name,
    importedAt,
    counts: report.counts,
    warnings: report.warnings,
    warningWords: report.warningWords,
  };
}
