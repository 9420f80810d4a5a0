import { Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { memo } from 'react';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onClear(): void;
}

/** Title and undo/redo; memoised, so that an edit on a large board does not redraw the tooltips. */
export const MonsterAiHeader = memo(function MonsterAiHeader({ canUndo, canRedo, onUndo, onRedo, onClear }: Props) {
  return (
    <Group justify="space-between" align="flex-end">
      <Stack gap={0}>
        <Title order={2}>Monster AI board</Title>
        <Text size="sm" c="dimmed">
          Draw the map, place the figures, set the monster’s card, and let the automaton say what the monster does.
        </Text>
      </Stack>
      <Group gap="xs">
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
        <Button variant="default" color="red" onClick={onClear}>
          Clear board
        </Button>
      </Group>
    </Group>
  );
});
