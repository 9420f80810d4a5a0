import type { Edition } from '../../rules/campaign/edition';

/** GHS's edition keys for the two games Haven keeps; its other games (Frosthaven, Jaws…) are refused. */
const EDITION_OF: Record<string, Edition> = { gh: 'gh1', gh2e: 'gh2' };

export function havenEditionOf(ghsEdition: string | null | undefined): Edition | undefined {
  return ghsEdition ? EDITION_OF[ghsEdition] : undefined;
}

export function isGhsEditionOf(ghsEdition: string | null | undefined, edition: Edition): boolean {
  return havenEditionOf(ghsEdition) === edition;
}
