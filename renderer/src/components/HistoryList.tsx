import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/useLanguage';

export interface HistoryRow {
  seq: number;
  summary: string;
  at: string;
  isUndone: boolean;
}

/** A history, newest first; undone entries stay listed, struck through, until a new change replaces them. */
export function HistoryList({ entries, testId = 'history-entry' }: { entries: HistoryRow[]; testId?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (entries.length === 0) return <Text c="dimmed">{t('common.history.empty')}</Text>;
  return (
    <Table verticalSpacing="xs" fz="md" data-testid="history">
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.seq} opacity={entry.isUndone ? 0.45 : 1} data-testid={testId} data-undone={entry.isUndone}>
            <Table.Td w={50} c="dimmed">
              {entry.seq}
            </Table.Td>
            <Table.Td>
              <Group gap="xs">
                <Text td={entry.isUndone ? 'line-through' : undefined}>{entry.summary}</Text>
                {entry.isUndone && (
                  <Badge size="sm" color="gray">
                    {t('common.history.undone')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            {/* Narrower than a wide screen, the day and the time stand on two lines: the summary keeps the width. */}
            <Table.Td w={{ base: 110, lg: 190 }} c="dimmed" fz="sm">
              {format.date(entry.at)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
