import { Button, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
}

/** Undo and Redo buttons, and Ctrl+Z / Ctrl+Shift+Z (Cmd on macOS) for the same. */
export function UndoRedo({ canUndo, canRedo, onUndo, onRedo }: Props) {
  const { t } = useTranslation();
  useHotkeys([
    ['mod+Z', onUndo],
    ['mod+shift+Z', onRedo],
  ]);
  return (
    <>
      <Tooltip label={t('common.undoHint')}>
        <Button variant="default" onClick={onUndo} disabled={!canUndo}>
          {t('common.undo')}
        </Button>
      </Tooltip>
      <Tooltip label={t('common.redoHint')}>
        <Button variant="default" onClick={onRedo} disabled={!canRedo}>
          {t('common.redo')}
        </Button>
      </Tooltip>
    </>
  );
}
