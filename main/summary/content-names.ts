import type { AnyLanguage } from '@shared/i18n';
import type { ContentService } from '../services/content';

/** What a summary reads of the content packs: their records and their names in the request's language. */
export type SummaryContent = Pick<ContentService, 'records' | 'names'>;

/**
 * Content names on a printed summary in its language, where the pack carries labels for it
 * (docs/ARCHITECTURE.md, "Languages"); the English name the campaign booked otherwise.
 */
export interface SummaryNames {
  /** A scenario by its printed number ("1", "demo-1"), as the campaign books it. */
  scenario(index: string, english: string): string;
  monster(typeId: string, english: string): string;
  /** An item by the English name a character sheet books it under. */
  item(english: string): string;
  /** An achievement by the English name the campaign keeps it under (issue 29). */
  achievement(scope: 'global' | 'party', english: string): string;
}

export const BOOKED_NAMES: SummaryNames = {
  scenario: (_index, english) => english,
  monster: (_typeId, english) => english,
  item: (english) => english,
  achievement: (_scope, english) => english,
};

/** The names of the packs' records in `language`; the booked English names when there is nothing to ask. */
export async function summaryNames(
  content: SummaryContent | undefined,
  packIds: readonly string[],
  language: AnyLanguage,
): Promise<SummaryNames> {
  if (!content || language === 'en' || packIds.length === 0) return BOOKED_NAMES;
  try {
    const [nameOf, scenarios, items] = await Promise.all([
      content.names(packIds, language),
      content.records('scenarios', packIds),
      content.records('items', packIds),
    ]);
    const scenarioIds = new Map(scenarios.map((s) => [s.index, s.id]));
    const itemIds = new Map(items.map((i) => [i.name, i.id]));
    return {
      scenario: (index, english) => {
        const id = scenarioIds.get(index);
        return id === undefined ? english : nameOf('scenarios', id, english);
      },
      monster: (typeId, english) => nameOf('monsterTypes', typeId, english),
      item: (english) => {
        const id = itemIds.get(english);
        return id === undefined ? english : nameOf('items', id, english);
      },
      achievement: (scope, english) => nameOf(`${scope}Achievements`, english, english),
    };
  } catch {
    // A summary never fails over a name: a pack that cannot be read leaves the booked names.
    return BOOKED_NAMES;
  }
}
