import type { Edition } from '../rules/campaign/edition';

/** What the new campaign form and a backup import need to know of an installed pack. */
export interface PackFacts {
  id: string;
  edition: Edition;
  /** Where it came from: 'haven-demo' for the invented demo pack Haven installs itself. */
  source: string;
  /** When it was imported (ISO time). */
  importedAt: string;
}

/** The demo pack is not the game's data: a newcomer still has to import that. */
export const isImportedData = (pack: PackFacts): boolean => pack.source !== 'haven-demo';

/**
 * The edition a new campaign starts on: the one whose data the players imported (the most
 * recently imported when both are there); the 2nd edition, the one on sale, when none is.
 */
export function defaultEdition(packs: readonly PackFacts[]): Edition {
  const imported = packs.filter(isImportedData).sort((a, b) => b.importedAt.localeCompare(a.importedAt));
  return imported[0]?.edition ?? 'gh2';
}

/** The packs a new campaign of `edition` reads unless the players choose otherwise: every imported one of that edition. */
export function defaultPackIds(packs: readonly PackFacts[], edition: Edition): string[] {
  return packs.filter((pack) => pack.edition === edition && isImportedData(pack)).map((pack) => pack.id);
}
