import { MAX_CELL, type LayoutProblem, type ScenarioRef } from '../../../layout';
import { refusal, type Refusal } from '../../../rules/refusal';
import { keyedReason, placeInFile, type KeyedReason } from '../../model/content-error';

/** "Gloomhaven scenario 12 (Gloomhaven Square B)": how every sentence about a layout names it. */
export function scenarioWords(ref: ScenarioRef): Refusal {
  return refusal(`files.layout.scenario.${ref.set}`, { number: ref.number, name: ref.name });
}

/** A layout's problem (shared/layout/check.ts) as a sentence naming its scenario and what is wrong. */
export function problemWords(ref: ScenarioRef | null, problem: LayoutProblem): KeyedReason {
  const scenario = ref ? { scenario: [scenarioWords(ref)] } : { scenario: [refusal('files.layout.scenario.unnamed')] };
  const say = (key: Parameters<typeof keyedReason>[0], params: Record<string, string | number> = {}) =>
    keyedReason(key, { scenario: '', ...params }, scenario);
  switch (problem.kind) {
    case 'shape':
      // The whole file's shape names no place in it: no root marker ("$") in a sentence (issue 29).
      return placeInFile(problem.path) === ''
        ? say('files.layout.problem.shapeWhole')
        : say('files.layout.problem.shape', { path: placeInFile(problem.path) });
    case 'unknownTile':
      return say('files.layout.problem.unknownTile', { tile: problem.tile });
    case 'tileTwice':
      return say('files.layout.problem.tileTwice', { tile: problem.tile });
    case 'noFirstTile':
      return say('files.layout.problem.noFirstTile');
    case 'manyFirstTiles':
      return say('files.layout.problem.manyFirstTiles', { tiles: problem.tiles.join(', ') });
    case 'halfPlaced':
      return say('files.layout.problem.halfPlaced', { tile: problem.tile });
    case 'notOnLayout':
      return say('files.layout.problem.notOnLayout', { tile: problem.tile, path: placeInFile(problem.path) });
    case 'loop':
      return say('files.layout.problem.loop', { tiles: problem.tiles.join(', ') });
    case 'cellOutOfRange':
      return say('files.layout.problem.cellOutOfRange', { path: placeInFile(problem.path), max: MAX_CELL });
    case 'unknownMonster':
      return say('files.layout.problem.unknownMonster', { monster: problem.monster });
  }
}
