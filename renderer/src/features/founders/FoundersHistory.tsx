import { Alert, Badge, Button, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useFounders } from './founders-context';
import { useFoundersQuery } from './use-founders-query';

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
}

/** Every command of the game, newest first; undone ones stay listed until a new command replaces them. */
export function FoundersHistory({ canUndo, canRedo, onUndo, onRedo }: Props) {
  const { gameId } = useFounders();
  const history = useFoundersQuery('founders.history', { gameId });
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
        {history.data?.length === 0 && <Text c="dimmed">Nothing has happened yet.</Text>}
        {history.data && history.data.length > 0 && (
          <Table verticalSpacing="xs" fz="md">
            <Table.Tbody>
              {history.data.map((entry) => (
                <Table.Tr key={entry.seq} opacity={entry.isUndone ? 0.45 : 1} data-testid="founders-history-entry" data-undone={entry.isUndone}>
                  <Table.Td w={50} c="dimmed">{entry.seq}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      <Text td={entry.isUndone ? 'line-through' : undefined}>{entry.summary}</Text>
                      {entry.isUndone && <Badge size="sm" color="gray">undone</Badge>}
                    </Group>
                  </Table.Td>
                  <Table.Td w={190} c="dimmed" fz="sm">{time.format(new Date(entry.at))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
