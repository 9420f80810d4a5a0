import type { Edition } from './edition';

/**
 * Gold a new character starts with. 1st edition: 15 x (L + 1) for a character of level L
 * (rulebook "Creating New Characters", p. 42). The 2nd edition's amount comes from its class data,
 * which a later content pack supplies: until then the players enter it (null = not known here).
 */
export function startingGold(edition: Edition, level: number): number | null {
  return edition === 'gh1' ? 15 * (level + 1) : null;
}
