import type { ContentPack } from '../../model/content-pack';
import type { Translation } from '../../model/second-edition';
import { nameKey, type NamedKind } from '../../localized-names';
import type { ImportOptions } from '../import-outcome';
import { labelsOf } from './labels';
import { variantNameOf } from './monsters';
import { ruleNotesOf, withoutFullStop } from './scenario-rules';
import { itemTextsIn } from './translated-texts';

/**
 * The names of a pack's records in each other language the data labels (German, French, Korean…),
 * by `nameKey(kind, id)`. A record the language has no label for is left out: the screens fall back
 * to its English name. Label keys are Gloomhaven Secretariat's (`monster.bandit-guard`,
 * `scenario.title.gh.1`, `items.gh-1`, `battleGoals.458`, `personalQuest.gh.510`).
 */
export function translatedNamesFromGhs(
  label: unknown,
  labelSpoiler: unknown,
  dataEdition: string,
  pack: ContentPack,
  rawItems: readonly unknown[] = [],
  wordsIn: ImportOptions['wordsIn'] = undefined,
  rawScenarios: readonly unknown[] = [],
): Translation[] {
  const languages = new Set([...languagesOf(label), ...languagesOf(labelSpoiler)]);
  const english = labelsOf(label, labelSpoiler, 'en');
  return [...languages].flatMap((language) => {
    const say = wordsIn?.(language);
    const labels = labelsOf(label, labelSpoiler, language, say);
    const names: Record<string, string> = {};
    const add = (kind: NamedKind, id: string, name: string | undefined) => {
      if (name !== undefined && name.trim() !== '') names[nameKey(kind, id)] = labels.text(name);
    };
    // A scenario's variant ("cave-bear-scenario-54") has no label of its own: its base monster's
    // label and the scenario, worded in a language Haven speaks (issue 29); else its English name.
    for (const monster of pack.monsterTypes)
      add('monsterTypes', monster.id, labels.lookup(`monster.${monster.id}`) ?? (say && variantNameOf(monster.id, labels, say)));
    for (const deck of pack.abilityDecks) add('abilityDecks', deck.id, labels.lookup(`deck.${deck.id}`));
    for (const scenario of pack.scenarios) add('scenarios', scenario.id, labels.lookup(`scenario.title.${dataEdition}.${scenario.index}`));
    for (const characterClass of pack.characterClasses)
      add('characterClasses', characterClass.id, labels.lookup(`character.${characterClass.id}`));
    for (const item of pack.items) add('items', item.id, labels.lookup(`items.${dataEdition}-${item.number}`));
    for (const goal of pack.battleGoals) add('battleGoals', goal.id, labels.lookup(`battleGoals.${goal.id.replace(/^battle-goal-/, '')}`));
    for (const quest of pack.personalQuests)
      add('personalQuests', quest.id, labels.lookup(`personalQuest.${dataEdition}.${quest.id.replace(/^personal-quest-/, '')}`));
    // Achievements: the campaign keeps them by their English names, so the English name is the id.
    for (const [english, name] of achievementLabels(label, labelSpoiler, language)) add(english.kind, english.name, name);
    // The scenarios' rules in the data's own words (the notes the rules show; scenario-rules.ts).
    for (const [key, note] of ruleNotesOf(rawScenarios)) {
      const text = withoutFullStop(labels.text(note));
      if (!text.includes('%')) names[nameKey('scenarioRules', key)] = text;
    }
    // The items' effects too, in the languages Haven speaks (a text's icons are worded in Haven's words).
    const texts = itemTextsIn(rawItems, labels, say, english);
    if (Object.keys(names).length === 0 && Object.keys(texts).length === 0) return [];
    const id = `names-${language.toLowerCase().replace(/_/g, '-')}`;
    return [{ id, language, labels: {}, names, ...(Object.keys(texts).length > 0 ? { texts } : {}) }];
  });
}

function languagesOf(tree: unknown): string[] {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return [];
  // Only language tags ("de", "zh_Hans"); English is what the records carry already.
  return Object.keys(tree).filter((language) => language !== 'en' && /^[a-z]{2}(?:_[A-Za-z]+)?$/.test(language));
}

/**
 * The achievements' names in `language`, each with its English name (the campaign's id for it):
 * Gloomhaven Secretariat labels them under `globalAchievements` and `partyAchievements`, keyed by
 * the English name (1st edition) or by an id whose English label is the printed name (2nd edition).
 * Read from the trees directly: a key may hold a full stop ("St. Heliwald"), which `lookup` splits on.
 */
function achievementLabels(
  label: unknown,
  labelSpoiler: unknown,
  language: string,
): Array<[{ kind: 'globalAchievements' | 'partyAchievements'; name: string }, string]> {
  const found: Array<[{ kind: 'globalAchievements' | 'partyAchievements'; name: string }, string]> = [];
  for (const tree of [label, labelSpoiler]) {
    for (const kind of ['globalAchievements', 'partyAchievements'] as const) {
      const english = branch(branch(tree, 'en'), kind);
      for (const [key, name] of Object.entries(branch(branch(tree, language), kind) ?? {})) {
        const englishName = typeof english?.[key] === 'string' ? english[key] : key;
        if (typeof name === 'string' && typeof englishName === 'string') found.push([{ kind, name: englishName }, name]);
      }
    }
  }
  return found;
}

function branch(tree: unknown, key: string): Record<string, unknown> | undefined {
  if (typeof tree !== 'object' || tree === null || Array.isArray(tree)) return undefined;
  const node = (tree as Record<string, unknown>)[key];
  return typeof node === 'object' && node !== null && !Array.isArray(node) ? (node as Record<string, unknown>) : undefined;
}
