import { Badge, Group, Table, Text } from '@mantine/core';
import type { HistoryEntry } from '../../../../shared/ipc/campaign-types';

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0) return <Text c="dimmed">Nothing has happened yet.</Text>;
  return (
    <Table verticalSpacing="xs" fz="md" data-testid="history">
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.seq} opacity={entry.isUndone ? 0.45 : 1} data-testid="history-entry" data-undone={entry.isUndone}>
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
  );
}
