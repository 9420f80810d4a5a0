/**
 * GHS names Gloomhaven's locked classes by the symbol on their box, to keep them secret. Haven
 * names classes as printed, so the importer turns the symbol into the class's name.
 */
const LOCKED_CLASS_NAMES: Record<string, string> = {
  'angry-face': 'Doomstalker',
  circles: 'Summoner',
  eclipse: 'Nightshroud',
  lightning: 'Berserker',
  'music-note': 'Soothsinger',
  saw: 'Sawbones',
  squidface: 'Plagueherald',
  sun: 'Sunkeeper',
  'three-spears': 'Quartermaster',
  triangles: 'Elementalist',
  'two-mini': 'Beast Tyrant',
};

/** "brute" -> "Brute", "angry-face" -> "Doomstalker", "some-new-class" -> "Some New Class". */
export function classNameOf(ghsName: string): string {
  const known = LOCKED_CLASS_NAMES[ghsName];
  if (known) return known;
  return ghsName
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')
    .slice(0, 80);
}
