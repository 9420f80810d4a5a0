import type { z } from 'zod';
import { eachAction, type AbilityAction } from './model/ability-action';
import { jsonPath, labelledContentError, type ContentError } from './model/content-error';
import { englishRefusal, refusal, type Refusal } from '../rules/refusal';
import { contentPackSchema, packRecordKinds, type ContentPack } from './model/content-pack';
import { refusalOf } from '../rules/says';
import { contentIssueWords } from './zod-words';

export type PackValidation = { ok: true; pack: ContentPack } | { ok: false; errors: ContentError[] };

/**
 * Checks a pack's shape and that every reference resolves (decks, monsters in scenarios, rooms
 * and summons). A pack with any error is rejected whole: nothing half-imported is stored.
 */
export function validatePack(candidate: unknown): PackValidation {
  const file = packLabel(candidate);
  const parsed = contentPackSchema.safeParse(candidate, { error: contentIssueWords });
  if (!parsed.success) return { ok: false, errors: zodIssuesToErrors(parsed.error.issues, file) };
  const errors = [...duplicateIds(parsed.data, file), ...unresolvedReferences(parsed.data, file)];
  return errors.length === 0 ? { ok: true, pack: parsed.data } : { ok: false, errors };
}

/**
 * Zod's issues as problems by place; the file a name or one of the catalog's labels. A reason with
 * a key (a schema's `says`, or zod's own words keyed by contentIssueWords) carries it as its
 * refusal beside the English, so the host words it in the request's language; any other stays as
 * zod wrote it.
 */
export function zodIssuesToErrors(
  issues: readonly z.core.$ZodIssue[],
  file: string | Refusal,
  prefix: readonly (string | number)[] = [],
): ContentError[] {
  const named = typeof file === 'string' ? { file } : { file: englishRefusal(file), fileLabel: file };
  return issues.map((issue) => {
    const keyed = refusalOf(issue);
    return {
      ...named,
      path: jsonPath([...prefix, ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))]),
      reason: issue.message,
      ...(keyed ? { refusal: keyed } : {}),
    };
  });
}

/** The pack as the file a problem names: `pack "demo"`, in the request's language. */
function packLabel(candidate: unknown): Refusal {
  const id = typeof candidate === 'object' && candidate !== null ? (candidate as { id?: unknown }).id : undefined;
  return typeof id === 'string' ? refusal('files.label.pack', { id }) : refusal('files.label.packUnnamed');
}

function duplicateIds(pack: ContentPack, file: Refusal): ContentError[] {
  const errors: ContentError[] = [];
  for (const kind of packRecordKinds) {
    const seen = new Set<string>();
    pack[kind].forEach((record, index) => {
      const key = 'id' in record ? record.id : String(record.number);
      if (seen.has(key)) errors.push(labelledContentError(file, jsonPath([kind, index]), 'files.validate.duplicateId', { id: key }));
      seen.add(key);
    });
  }
  return errors;
}

function unresolvedReferences(pack: ContentPack, file: Refusal): ContentError[] {
  const errors: ContentError[] = [];
  const monsters = new Set(pack.monsterTypes.map((monster) => monster.id));
  const decks = new Set(pack.abilityDecks.map((deck) => deck.id));
  const checkMonster = (id: string, path: (string | number)[]) => {
    if (!monsters.has(id)) errors.push(labelledContentError(file, jsonPath(path), 'files.validate.unknownMonster', { id }));
  };
  const checkSummons = (actions: readonly AbilityAction[], path: (string | number)[]) => {
    for (const action of eachAction(actions)) if (action.type === 'summon') checkMonster(action.monster, path);
  };

  pack.monsterTypes.forEach((monster, index) => {
    if (!decks.has(monster.deck))
      errors.push(
        labelledContentError(file, jsonPath(['monsterTypes', index, 'deck']), 'files.validate.unknownDeck', { id: monster.deck }),
      );
    monster.levels.forEach((level, levelIndex) => {
      if (level.kind === 'boss') {
        checkSummons(level.boss.special1, ['monsterTypes', index, 'levels', levelIndex, 'boss', 'special1']);
        checkSummons(level.boss.special2, ['monsterTypes', index, 'levels', levelIndex, 'boss', 'special2']);
      }
    });
  });
  pack.abilityDecks.forEach((deck, deckIndex) =>
    deck.cards.forEach((card, cardIndex) => checkSummons(card.actions, ['abilityDecks', deckIndex, 'cards', cardIndex, 'actions'])),
  );
  pack.scenarios.forEach((scenario, index) => {
    scenario.monsters.forEach((id, monsterIndex) => checkMonster(id, ['scenarios', index, 'monsters', monsterIndex]));
    scenario.allies.forEach((id, allyIndex) => checkMonster(id, ['scenarios', index, 'allies', allyIndex]));
    const roomNumbers = new Set(scenario.rooms.map((room) => room.number));
    scenario.rooms.forEach((room, roomIndex) => {
      room.placements.forEach((placement, placementIndex) =>
        checkMonster(placement.monster, ['scenarios', index, 'rooms', roomIndex, 'placements', placementIndex, 'monster']),
      );
      room.doorsTo.forEach((target, doorIndex) => {
        if (!roomNumbers.has(target))
          errors.push(
            labelledContentError(
              file,
              jsonPath(['scenarios', index, 'rooms', roomIndex, 'doorsTo', doorIndex]),
              'files.validate.unknownRoom',
              {
                room: target,
              },
            ),
          );
      });
    });
  });
  return errors;
}
