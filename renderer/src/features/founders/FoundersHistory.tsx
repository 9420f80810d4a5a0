import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { HistoryList } from '../../components/HistoryList';
import { useFounders } from './founders-context';
import { useQuery } from '../../bridge/hooks';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
}

/** Every command of the game, newest first; undone ones stay listed until a new command replaces them. */
export function FoundersHistory({ canUndo, canRedo, onUndo, onRedo }: Props) {
  const { gameId } = useFounders();
  const history = useQuery('founders.history', { gameId });
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>History</Title>
          <Group gap="xs">
            <Button variant="default" onClick={onUndo} disabled={!canUndo}>Undo last change</Button>
            <Button variant="default" onClick={onRedo} disabled={!canRedo}>Redo</Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">Ctrl+Z undoes the last change, Ctrl+Shift+Z redoes it. The game set-up is where undo stops.</Text>
        {history.error && <Alert color="red">{history.error}</Alert>}
        {!history.data && <Loader />}
        {history.data && <HistoryList entries={history.data} testId="founders-history-entry" />}
      </Stack>
    </Card>
  );
}
