import { z } from 'zod';
import { applyBoardEdit, boardEditSchema, type BoardEdit } from '../../../map/edit';
import { orientationOf } from '../../../map/position';
import { hexesInRectangle } from '../../../map/rectangle';
import { thinWallKey } from '../../../map/thin-wall';
import { boardOf } from '../board-state';
import { defineCommand } from '../command-module';
import { figureWords, scenarioWords } from '../describe';
import { emit } from '../emitter';
import type { ScenarioState } from '../state';
import { refusedWith } from '../violation';
import { history, type Words, type WordValue } from '../../words';
import { own } from '../../own';

/** The figures that may stand on a session's board: the living characters, their summons and the standees. */
function isSessionFigure(state: ScenarioState, id: string, kind: 'character' | 'summon' | 'monster'): boolean {
  switch (kind) {
    case 'character': {
      const character = own(state.characters, id);
      return character !== undefined && (!character.isExhausted || character.staysOnMap === true);
    }
    case 'summon':
      return own(state.summons, id) !== undefined;
    case 'monster':
      return own(state.monsters, id) !== undefined;
  }
}

/** A change to the party's drawing of the map (shared/map/edit.ts), for the figures of this session only. */
export const editBoard = defineCommand(z.object({ type: z.literal('EditBoard'), edit: boardEditSchema }), {
  revealsHiddenInformation: false,
  decide(out, command) {
    const { edit } = command;
    if (edit.type === 'placeFigure' && !isSessionFigure(out.state, edit.figure.id, edit.figure.kind)) {
      return refusedWith('unknown-figure', 'scenario.notLivingFigure', { name: edit.figure.name || edit.figure.id }).violation;
    }
    const before = boardOf(out.state);
    // The same object back means the edit is not possible here (a wall, an occupied hex) or changes
    // nothing; either way the history gets no empty step.
    if (applyBoardEdit(before, edit) === before) {
      return refusedWith('board-unchanged', 'scenario.boardUnchanged').violation;
    }
    emit(out, { type: 'BoardEdited', edit });
    return undefined;
  },
  describe: (before, command) => scenarioWords('board', { edit: describeBoardEdit(before, command.edit) }),
});

const terrainWord = (terrain: string) => history(`board.terrains.${terrain}`);

/**
 * A board edit in words, naming figures as the play screen does: what changed, never where (a
 * player reads the board, not coordinates).
 */
function describeBoardEdit(before: ScenarioState, edit: BoardEdit): Words {
  const b = (key: string, values?: Record<string, WordValue>) => history(`board.${key}`, values);
  const figureOf = (id: string) => {
    const figure = before.board?.figures.find((f) => f.id === id);
    return figure ? figureWords(before, { kind: figure.kind, id }) : id;
  };
  switch (edit.type) {
    case 'paintTerrain':
      return edit.terrain === null
        ? b('takenOff', { count: edit.hexes.length })
        : b('painted', { count: edit.hexes.length, terrain: terrainWord(edit.terrain) });
    case 'fillRectangle':
      return b('filled', {
        count: hexesInRectangle(edit.from, edit.to, orientationOf(boardOf(before))).length,
        terrain: terrainWord(edit.terrain),
      });
    case 'drawRoom':
      return b('roomDrawn', { count: hexesInRectangle(edit.from, edit.to, orientationOf(boardOf(before))).length });
    case 'pasteRoom':
      return edit.tile ? b('tileLaid', { tile: edit.tile }) : b('roomPasted', { count: Object.keys(edit.room.tiles).length });
    case 'toggleThinWall': {
      const key = thinWallKey(edit.a, edit.b);
      return b(key !== null && boardOf(before).thinWalls.includes(key) ? 'thinWallRemoved' : 'thinWallAdded');
    }
    case 'placeFigure':
      return b('placed', { name: figureWords(before, { kind: edit.figure.kind, id: edit.figure.id }) });
    case 'moveFigure':
      return b('moved', { name: figureOf(edit.id) });
    case 'updateFigure':
      return b('changed', { name: figureOf(edit.id) });
    case 'removeFigure':
      return b('removed', { name: figureOf(edit.id) });
    case 'setActive':
      return edit.id === null ? b('noActive') : b('active', { name: figureOf(edit.id) });
    case 'setAbility':
      return b('ability');
    case 'setRules':
      return b('rules', { rules: history(`board.ruleSets.${edit.rules}`) });
    case 'replace':
      return b('replaced', { figures: edit.position.figures.length, count: Object.keys(edit.position.tiles).length });
  }
}
