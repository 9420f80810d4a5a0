import { Button, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
}

/** Undo and Redo buttons, and Ctrl+Z / Ctrl+Shift+Z (Cmd on macOS) for the same. */
export function UndoRedo({ canUndo, canRedo, onUndo, onRedo }: Props) {
  useHotkeys([
    ['mod+Z', onUndo],
    ['mod+shift+Z', onRedo],
  ]);
  return (
    <>
      <Tooltip label="Undo (Ctrl+Z)">
        <Button variant="default" onClick={onUndo} disabled={!canUndo}>
          Undo
        </Button>
      </Tooltip>
      <Tooltip label="Redo (Ctrl+Shift+Z)">
        <Button variant="default" onClick={onRedo} disabled={!canRedo}>
          Redo
        </Button>
      </Tooltip>
    </>
  );
}
