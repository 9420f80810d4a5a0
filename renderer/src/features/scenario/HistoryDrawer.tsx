import { Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import type { ScenarioHistoryEntry } from '../../../../shared/ipc/scenario-types';

/** The scenario's history, newest first; draws and shuffles are marked as revealing hidden information. */
export function HistoryDrawer({ opened, onClose, history, canUndo, canRedo, onUndo, onRedo }: {
  opened: boolean;
  onClose(): void;
  history: ScenarioHistoryEntry[];
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title="History" position="right" size="md">
      <Stack gap="xs" data-testid="history">
        <Group gap="xs">
          <Button variant="default" onClick={onUndo} disabled={!canUndo}>Undo (Ctrl+Z)</Button>
          <Button variant="default" onClick={onRedo} disabled={!canRedo}>Redo (Ctrl+Shift+Z)</Button>
        </Group>
        <Text fz="sm" c="dimmed">Undoing a draw and doing it again shows the same card: the draw is kept with the history.</Text>
        {history.length === 0 && <Text c="dimmed">Nothing has happened yet.</Text>}
        {history.map((entry) => (
          <Group key={entry.seq} gap="xs" wrap="nowrap" align="flex-start" style={{ opacity: entry.isUndone ? 0.45 : 1 }} data-testid="history-entry">
            <Text fz="sm" c="dimmed" w={30}>{entry.seq}</Text>
            <Text fz="sm" td={entry.isUndone ? 'line-through' : undefined} style={{ flex: 1 }}>{entry.summary}</Text>
            {entry.revealsHidden && <Badge size="xs" color="violet" variant="light" title="Revealed hidden information (a draw or a shuffle)">reveals</Badge>}
            {entry.isUndone && <Badge size="xs" color="gray">undone</Badge>}
          </Group>
        ))}
      </Stack>
    </Drawer>
  );
}
