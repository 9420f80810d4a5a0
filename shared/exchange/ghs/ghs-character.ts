import type { Character } from '../../rules/campaign/state';
import { levelForXp, xpForLevel } from '../../rules/campaign/levels';
import { classNameOf } from './ghs-classes';
import { GHS_CHARACTER_FIELDS, isFilled } from './ghs-fields';
import type { GhsCharacter } from './ghs-shapes';
import { characterLeftBehind, ghsNote } from './ghs-notes';
import type { Words } from '../../rules/words';

export interface GhsCatalog {
  /** The scenario's name in an installed content pack of the campaign's edition. */
  scenarioName?(index: string): string | undefined;
  /** The scenarios a completed one unlocks, from an installed content pack. */
  unlocksOf?(index: string): readonly string[];
  /** An item's name by its number. */
  itemName?(id: string): string | undefined;
  /** A class's perk lines as its sheet names them (shared/content/to-scenario.ts, perkLabel), by the class's id. */
  perkLabels?(classId: string): readonly string[] | undefined;
}

/** One GHS character as a Haven character, and what about it did not fit. */
export function characterFromGhs(ghs: GhsCharacter, id: string, isRetired: boolean, catalog: GhsCatalog, notes: Words[]): Character {
  const progress = ghs.progress;
  const className = classNameOf(ghs.name);
  const name = (ghs.title.trim() || className).slice(0, 80);
  let xp = progress?.experience ?? 0;
  // Haven derives the level from experience; GHS lets a level be set by hand. Keep the higher.
  if (ghs.level > levelForXp(xp)) {
    notes.push(ghsNote('levelKept', { name, level: ghs.level, xp, raised: xpForLevel(ghs.level) }));
    xp = xpForLevel(ghs.level);
  }
  const items: string[] = [];
  for (const item of progress?.items ?? []) {
    const label = catalog.itemName?.(item.name) ?? (/^\d+$/.test(item.name) ? `Item ${item.name}` : item.name);
    if (items.includes(label)) notes.push(ghsNote('secondItem', { name, item: label }));
    else items.push(label);
  }
  const perks: string[] = [];
  // GHS counts the ticked boxes of each perk line of the class: each tick is that line taken once,
  // by its name where the class is installed, else by its number ("#3", which the perk sheet reads).
  const perkLabels = catalog.perkLabels?.(ghs.name) ?? catalog.perkLabels?.(className.toLowerCase());
  (progress?.perks ?? []).forEach((ticks, line) => {
    for (let i = 0; i < ticks; i++) perks.push(perkLabels?.[line] ?? `#${line + 1}`);
  });
  const quest = progress?.personalQuest;
  return {
    id,
    classId: className,
    name,
    xp,
    gold: progress?.gold ?? 0,
    items,
    perks,
    checkmarks: progress?.battleGoals ?? 0,
    personalQuest: quest === undefined || quest === '' || quest === 0 ? '' : `Personal quest ${quest}`.slice(0, 120),
    questProgress: [],
    notes: progress?.notes ?? '',
    bonusPerks: progress?.extraPerks ?? 0,
    player: '',
    masteries: 0,
    isRetired: isRetired || (progress?.retired ?? false),
    hasDonatedThisVisit: false,
  };
}

/** What GHS keeps for a character that Haven has no place for, when it holds something. */
export function characterLeftovers(ghs: GhsCharacter, name: string): Words[] {
  const character = ghs as Record<string, unknown>;
  const progress = (ghs.progress ?? {}) as Record<string, unknown>;
  const out = new Set<string>();
  for (const [path, words] of Object.entries(GHS_CHARACTER_FIELDS)) {
    if (words === true) continue;
    if (path.startsWith('progress.')) {
      if (isFilled(progress[path.slice('progress.'.length)])) out.add(words);
    } else if (path === 'health' || path === 'maxHealth') {
      // Full health is no state of a scenario; hurt is.
      const { health, maxHealth } = character;
      if (typeof health === 'number' && typeof maxHealth === 'number' && health < maxHealth) out.add(words);
    } else if (isFilled(character[path])) out.add(words);
  }
  return out.size > 0 ? [characterLeftBehind(name, [...out])] : [];
}
