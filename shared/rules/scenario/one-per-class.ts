/**
 * One character per class in a scenario: the box holds one character mat, one ability deck and one
 * figure per class, and a new character takes "that character's character mat and deck" (1st ed.
 * rulebook p. 42, "Creating New Characters"; the 2nd edition's box is the same). Two characters of
 * a class cannot sit at the same table.
 */
export function sameClassPair<C extends { name: string; classId?: string | undefined }>(characters: readonly C[]): [C, C] | null {
  const seen = new Map<string, C>();
  for (const character of characters) {
    const classId = character.classId?.trim().toLowerCase();
    if (!classId) continue;
    const before = seen.get(classId);
    if (before) return [before, character];
    seen.set(classId, character);
  }
  return null;
}

/**
 * The classes a table's characters start with when nobody chose one yet: each takes the first
 * class no other character has, in the list's order, so a new party never defaults to two of the
 * same class. A choice already made is kept; with more characters than classes the rest stay empty.
 */
export function distinctClassDefaults(chosen: readonly string[], classIds: readonly string[]): string[] {
  const taken = new Set(chosen.filter(Boolean));
  return chosen.map((classId) => {
    if (classId) return classId;
    const free = classIds.find((id) => !taken.has(id)) ?? '';
    if (free) taken.add(free);
    return free;
  });
}
