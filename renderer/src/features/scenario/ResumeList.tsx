import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { hrefOf } from '../../common/route';
import { useQuery } from '../../bridge/hooks';
import { useTranslation } from 'react-i18next';

/** Scenarios still being played (or ended and not settled): pick one up where it was left. */
export function ResumeList({ campaignId }: { campaignId: string | null }) {
  const { t } = useTranslation();
  const sessions = useQuery('scenarios.list', campaignId ? { campaignId } : {});
  const open = (sessions.data ?? []).filter((s) => s.status !== 'settled' && (campaignId !== null || s.campaignId === null));
  if (open.length === 0) return null;
  return (
    <Card withBorder padding="md" data-testid="resume-list">
      <Stack gap="xs">
        <Title order={4}>{t('setup.resume.title')}</Title>
        {open.map((s) => (
          <Group key={s.id} justify="space-between">
            <Group gap="sm">
              <Text fw={600}>{s.name}</Text>
              <Badge variant="light">{t('setup.resume.round', { round: s.round })}</Badge>
              {s.status === 'ended' && <Badge color="orange">{t('setup.resume.ended')}</Badge>}
              {s.isDamaged && <Badge color="red">{t('common.damaged')}</Badge>}
              <Text c="dimmed">{s.characters.join(', ')}</Text>
            </Group>
            <Button component="a" href={hrefOf({ page: 'play', sessionId: s.id })} variant="light">
              {t('setup.resume.resume')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
