import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { HistoryList, type HistoryRow } from './HistoryList';
import { useTranslation } from 'react-i18next';

interface Props {
  entries: HistoryRow[] | undefined;
  error: string | null;
  /** A sentence under the title: the shortcuts, and where undo stops. */
  hint: string;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  entryTestId?: string;
}

/** A history with its undo and redo buttons: campaigns and Founders games show theirs the same way. */
export function HistoryCard({ entries, error, hint, canUndo, canRedo, onUndo, onRedo, entryTestId }: Props) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={3}>{t('common.history.title')}</Title>
          <Group gap="xs">
            <Button variant="default" onClick={onUndo} disabled={!canUndo}>
              {t('common.history.undoLast')}
            </Button>
            <Button variant="default" onClick={onRedo} disabled={!canRedo}>
              {t('common.history.redo')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {error && <Alert color="red">{error}</Alert>}
        {entries ? <HistoryList entries={entries} {...(entryTestId ? { testId: entryTestId } : {})} /> : <Loader />}
      </Stack>
    </Card>
  );
}
