import type { GhsCatalog } from '@shared/exchange';
import type { Edition } from '@shared/rules/campaign/edition';
import type { ContentService } from './content';
import { defaultPackIds } from '@shared/content/campaign-packs';
import { perkLabel } from '@shared/content/to-scenario';

/**
 * Names and unlocks from the installed content packs of the campaign's edition, so a GHS import
 * can name its scenarios, items and perks and list what completed scenarios unlocked. Empty when no pack
 * of that edition is installed; the import then says so.
 */
export async function catalogFor(content: ContentService, edition: Edition): Promise<GhsCatalog> {
  const packIds = await importedPackIds(content, edition);
  if (packIds.length === 0) return {};
  const scenarios = await content.records('scenarios', packIds);
  const items = await content.records('items', packIds);
  const classes = await content.records('characterClasses', packIds);
  if (scenarios.length === 0 && items.length === 0 && classes.length === 0) return {};
  const perksByClass = new Map(classes.map((k) => [k.id, k.perks.map(perkLabel)]));
  const byIndex = new Map(scenarios.map((s) => [s.index, s]));
  const itemByNumber = new Map(items.map((i) => [String(i.number), i.name]));
  return {
    ...(scenarios.length > 0
      ? { scenarioName: (index: string) => byIndex.get(index)?.name, unlocksOf: (index: string) => byIndex.get(index)?.unlocks ?? [] }
      : {}),
    ...(items.length > 0 ? { itemName: (id: string) => itemByNumber.get(id) } : {}),
    ...(classes.length > 0 ? { perkLabels: (classId: string) => perksByClass.get(classId) } : {}),
  };
}

/** The imported packs of an edition (not the demo), as a new campaign of it reads them (shared/content/campaign-packs.ts). */
export async function importedPackIds(content: ContentService, edition: Edition): Promise<string[]> {
  return defaultPackIds(await content.list(), edition);
}
