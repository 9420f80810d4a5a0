import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '../../bridge/hooks';
import { useCampaign } from './campaign-context';
import { HistoryList } from '../../components/HistoryList';

interface Props {
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
}

export function HistoryPanel({ canUndo, canRedo, onUndo, onRedo }: Props) {
  const { campaign } = useCampaign();
  const history = useQuery('campaigns.history', { campaignId: campaign.id });
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
        <Text size="sm" c="dimmed">Ctrl+Z undoes the last change, Ctrl+Shift+Z redoes it. Undone changes stay listed until a new change replaces them.</Text>
        {history.error && <Alert color="red">{history.error}</Alert>}
        {history.data ? <HistoryList entries={history.data} /> : <Loader />}
      </Stack>
    </Card>
  );
}
