import type { Hex } from '@shared/hex/types';
import { useCallback } from 'react';
import { toBoardFigure, type SessionFigure } from '@shared/automaton/session';
import type { ScenarioMapView, ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { BoardEdit } from '@shared/map/edit';
import { figureAt, type BoardPosition } from '@shared/map/position';
import type { ScenarioCommandInput } from '@shared/rules/scenario/commands';

type Door = ScenarioMapView['doors'][number];

interface Inputs {
  view: ScenarioSessionView;
  position: BoardPosition;
  figures: readonly SessionFigure[];
  apply(edit: BoardEdit): BoardPosition | null;
  execute(command: ScenarioCommandInput): Promise<ScenarioSessionView | null>;
}

const isAt = (a: Hex, b: Hex) => a[0] === b[0] && a[1] === b[1];

/**
 * What a tap does on a scenario's map beyond moving figures: a closed door opens (the room behind
 * it is revealed through the scenario engine, the same command as the play screen's door button), a
 * start hex takes the next character not yet on the board (1st ed. rulebook p. 13: "Players can
 * choose to place their figures on any empty starting hex"), a character moved onto a closed door
 * opens it (p. 19, "Revealing a Room"), and a standee dropped on another of its type trades numbers
 * with it (to match the standees drawn, p. 13).
 */
export function useMapTaps({ view, position, figures, apply, execute }: Inputs) {
  const map = view.map;
  const openDoor = useCallback(
    (door: Door) => {
      if (door.opens) void execute({ type: 'RevealRoom', roomId: door.opens.roomId, monsters: door.opens.monsters, door: door.hex });
      // A door between two rooms on the table opens alone.
      else apply({ type: 'paintTerrain', hexes: [door.hex], terrain: 'doorOpen' });
    },
    [apply, execute],
  );
  const closedDoorAt = useCallback((hex: Hex) => map?.doors.find((door) => !door.isOpen && isAt(door.hex, hex)), [map]);

  const onTapHex = useCallback(
    (hex: Hex): boolean => {
      const door = closedDoorAt(hex);
      if (door) {
        openDoor(door);
        return true;
      }
      const isStart = map?.marks.some((mark) => mark.kind === 'start' && isAt(mark.hex, hex)) ?? false;
      if (!isStart || figureAt(position, hex)) return false;
      const next = figures.find((f) => f.kind === 'character' && !position.figures.some((placed) => placed.id === f.ref.id));
      if (!next) return false;
      apply({ type: 'placeFigure', figure: toBoardFigure(next, hex) });
      return true;
    },
    [apply, closedDoorAt, figures, map, openDoor, position],
  );

  /** An edit from the board, and the door a character steps onto opened after it. */
  const applyEdit = useCallback(
    (edit: BoardEdit) => {
      const next = apply(edit);
      if (next && edit.type === 'moveFigure') {
        const door = closedDoorAt(edit.to);
        const mover = next.figures.find((f) => f.id === edit.id);
        if (door && mover?.kind === 'character') openDoor(door);
      }
      return next;
    },
    [apply, closedDoorAt, openDoor],
  );

  const onDropOnFigure = useCallback(
    (id: string, ontoId: string) => {
      const [dragged, onto] = [view.state.monsters[id], view.state.monsters[ontoId]];
      if (dragged && onto && dragged.typeId === onto.typeId) void execute({ type: 'RenumberStandee', standeeId: id, number: onto.number });
    },
    [execute, view.state.monsters],
  );

  return { onTapHex, applyEdit, onDropOnFigure };
}
