import type { GhsCatalog } from '@shared/exchange';
import type { Edition } from '@shared/rules/campaign/edition';
import type { ContentService } from './content';
import { defaultPackIds } from '@shared/content/campaign-packs';

/**
 * Names and unlocks from the installed content packs of the campaign's edition, so a GHS import
 * can name its scenarios and items and list what completed scenarios unlocked. Empty when no pack
 * of that edition is installed; the import then says so.
 */
export async function catalogFor(content: ContentService, edition: Edition): Promise<GhsCatalog> {
  const packIds = await importedPackIds(content, edition);
  if (packIds.length === 0) return {};
  const scenarios = await content.records('scenarios', packIds);
  const items = await content.records('items', packIds);
  if (scenarios.length === 0 && items.length === 0) return {};
  const byIndex = new Map(scenarios.map((s) => [s.index, s]));
  const itemByNumber = new Map(items.map((i) => [String(i.number), i.name]));
  return {
    ...(scenarios.length > 0
      ? { scenarioName: (index: string) => byIndex.get(index)?.name, unlocksOf: (index: string) => byIndex.get(index)?.unlocks ?? [] }
      : {}),
    ...(items.length > 0 ? { itemName: (id: string) => itemByNumber.get(id) } : {}),
  };
}

/** The imported packs of an edition (not the demo), as a new campaign of it reads them (shared/content/campaign-packs.ts). */
export async function importedPackIds(content: ContentService, edition: Edition): Promise<string[]> {
  return defaultPackIds(await content.list(), edition);
}
