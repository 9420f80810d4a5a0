import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignSummary } from '@shared/ipc/campaign-types';
import { hrefOf } from '../../common/route';
import { useCall } from '../../bridge/hooks';
import { downloadText } from '../../common/files/download';

/**
 * A campaign whose saved state the host cannot read back (damaged inside the data file): named,
 * with what to do — restore a backup, or export what can still be read (the host rebuilds it from
 * its history where it can, and says what was left out).
 */
export function DamagedCampaign({ campaign }: { campaign: CampaignSummary }) {
  const { t } = useTranslation();
  const call = useCall();
  const [note, setNote] = useState<{ color: 'yellow' | 'red'; text: string } | null>(null);

  async function exportWhatCanBeRead() {
    setNote(null);
    try {
      const { fileName, text, leftOut } = await call('exchange.exportCampaign', { campaignId: campaign.id });
      downloadText(fileName, text);
      if (leftOut.length > 0) setNote({ color: 'yellow', text: leftOut.join(' ') });
    } catch (e) {
      setNote({ color: 'red', text: (e as Error).message });
    }
  }

  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Text fz="xl" fw={700}>
          {campaign.name}
        </Text>
        <Badge color="red">{t('common.damaged')}</Badge>
      </Group>
      <Text size="sm">{t('campaigns.damaged.what')}</Text>
      <Group gap="xs">
        <Button component="a" href={hrefOf({ page: 'backups' })} variant="default">
          {t('campaigns.damaged.backups')}
        </Button>
        <Button variant="default" onClick={exportWhatCanBeRead} data-testid="export-damaged">
          {t('campaigns.damaged.export')}
        </Button>
      </Group>
      {note && (
        <Alert color={note.color} data-testid="damaged-note">
          {note.text}
        </Alert>
      )}
    </Stack>
  );
}
