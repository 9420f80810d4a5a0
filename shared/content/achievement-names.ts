import type { NameIn } from './localized-names';

/** The campaign's achievements by the names it keeps them under (English), each as the reader's language names it. */
export interface AchievementNames {
  global: Record<string, string>;
  party: Record<string, string>;
}

/**
 * The names of the achievements a campaign holds in the reader's language, where its packs label
 * them (Gloomhaven Secretariat's German labels: issue 29); an achievement no pack labels (typed by
 * hand) keeps its own name.
 */
export function achievementNamesIn(
  held: { globalAchievements: readonly string[]; party: { achievements: readonly string[] } },
  nameIn: NameIn,
): AchievementNames {
  const named = (kind: 'globalAchievements' | 'partyAchievements', names: readonly string[]) =>
    Object.fromEntries(names.map((name) => [name, nameIn(kind, name, name)]));
  return { global: named('globalAchievements', held.globalAchievements), party: named('partyAchievements', held.party.achievements) };
}
