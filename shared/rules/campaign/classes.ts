/**
 * Which classes character creation offers. A campaign starts with the six starting classes
 * (1st ed. rulebook p. 6, "Character Mats"); the others are locked in sealed boxes and envelopes
 * and become available to new characters once opened (p. 40, "Sealed Boxes and Envelopes"). A
 * class a character of the campaign already plays was evidently opened, so it stays offered (a
 * character names its class by id, or by the name typed at creation).
 */
export function offeredClasses<C extends { id: string; name: string; isLocked: boolean }>(
  classes: readonly C[],
  campaign: { unlockedClasses: readonly string[]; characters: readonly { classId: string }[] },
): C[] {
  const opened = new Set([...campaign.unlockedClasses, ...campaign.characters.map((c) => c.classId)]);
  return classes.filter((c) => !c.isLocked || opened.has(c.id) || opened.has(c.name));
}

/** The locked classes not opened yet, which a player may open when the game says so. */
export function lockedClasses<C extends { id: string; name: string; isLocked: boolean }>(
  classes: readonly C[],
  campaign: { unlockedClasses: readonly string[]; characters: readonly { classId: string }[] },
): C[] {
  const offered = new Set(offeredClasses(classes, campaign));
  return classes.filter((c) => !offered.has(c));
}
