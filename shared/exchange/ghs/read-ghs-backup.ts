import type { Edition } from '../../rules/campaign/edition';
import { A_PICTURE, ExchangeError, GHS_GAME_DATA, keyedIssue, NOT_A_GHS_BACKUP, pathOf } from '../exchange-error';
import { isPictureText } from '../picture';
import { findOversizedValues, parseJsonText } from '../limits';
import type { GhsCatalog } from './ghs-character';
import { havenEditionOf } from './ghs-edition';
import { ghsGameSchema, type GhsGame } from './ghs-shapes';
import { campaignFromGhs, type GhsMapping } from './map-ghs';
import { ghsNote } from './ghs-notes';

const WHAT = NOT_A_GHS_BACKUP;

export interface GhsBackup {
  /** Which of GHS's two exports it was. */
  kind: 'game' | 'data-dump';
  game: GhsGame;
  edition: Edition;
  /** Paths (inside the file) the game was read from. */
  gamePath: string;
}

/**
 * Reads either GHS export: the game file (the game itself, recognised by its `revision`) or the
 * data dump (storage keys `game`, `settings`, `undo`… optionally prefixed `ghs-`). Everything is
 * checked before a campaign is built; throws an ExchangeError with field paths otherwise.
 */
export function readGhsBackup(text: string): GhsBackup {
  if (isPictureText(text)) throw new ExchangeError(A_PICTURE, []);
  const parsed = parseJsonText(text);
  if ('issue' in parsed) throw new ExchangeError(WHAT, [parsed.issue]);
  const root = parsed.value;
  if (root === null || typeof root !== 'object' || Array.isArray(root))
    throw new ExchangeError(WHAT, [keyedIssue('', 'files.exchange.notObject')]);
  const oversized = findOversizedValues(root);
  if (oversized.length > 0) throw new ExchangeError(WHAT, oversized);

  const record = root as Record<string, unknown>;
  let kind: GhsBackup['kind'];
  let gamePath: string;
  if ('revision' in record) {
    kind = 'game';
    gamePath = '';
  } else if ('game' in record || 'ghs-game' in record) {
    kind = 'data-dump';
    gamePath = 'game' in record ? 'game' : 'ghs-game';
  } else if ('monsters' in record || 'scenarios' in record || 'characters' in record) {
    // GHS's edition data (gh.json: monsters, scenarios, classes) is content, imported on the Content screen.
    throw new ExchangeError(GHS_GAME_DATA, []);
  } else {
    throw new ExchangeError(WHAT, [keyedIssue('', 'files.exchange.notGhs')]);
  }
  const candidate = gamePath ? record[gamePath] : record;
  const result = ghsGameSchema.safeParse(candidate);
  if (!result.success) {
    throw new ExchangeError(
      WHAT,
      result.error.issues.map((i) => ({ path: pathOf(gamePath ? [gamePath, ...i.path] : i.path), message: i.message })),
    );
  }
  const game = result.data;
  const ghsEdition = game.party.edition ?? game.edition ?? game.characters[0]?.edition ?? null;
  const edition = havenEditionOf(ghsEdition);
  if (!edition) {
    const where = gamePath ? `${gamePath}.party.edition` : 'party.edition';
    throw new ExchangeError(WHAT, [
      ghsEdition
        ? keyedIssue(where, 'files.exchange.ghsEdition', { edition: ghsEdition })
        : keyedIssue(where, 'files.exchange.ghsNoEdition'),
    ]);
  }
  return { kind, game, edition, gamePath };
}

/** The whole import, pure: text in, the new campaign's state and the notes out. */
export function campaignFromGhsBackup(
  text: string,
  campaignId: string,
  catalog: GhsCatalog = {},
): GhsMapping & { kind: GhsBackup['kind'] } {
  const backup = readGhsBackup(text);
  const mapping = campaignFromGhs(backup.game, campaignId, backup.edition, catalog);
  const notes = [...mapping.notCarriedOver];
  if (backup.kind === 'data-dump') notes.push(ghsNote('dataDumpParts'));
  return { ...mapping, notCarriedOver: notes, kind: backup.kind };
}
