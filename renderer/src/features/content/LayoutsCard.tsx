import { Alert, Button, Card, Group, Modal, Spoiler, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { InstalledLayouts } from '@shared/ipc/content-types';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../../bridge/hooks';
import { useFormat } from '../../i18n/useLanguage';
import { ImportReportLines } from './ImportReportLines';
import { LayoutsSummary } from './LayoutsSummary';

/** The scenario layouts installed: how many, whose, the data's known faults, and removing them. */
export function LayoutsCard({ layouts }: { layouts: InstalledLayouts }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [isAsking, setIsAsking] = useState(false);
  const removal = useMutation();
  return (
    <Card withBorder padding="md" data-testid="layouts-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fz="lg" fw={700}>
            {t('content.layouts.title')}
          </Text>
          <Button variant="subtle" color="red" onClick={() => setIsAsking(true)}>
            {t('content.remove')}
          </Button>
        </Group>
        <LayoutsSummary layouts={layouts} at={format.date(layouts.importedAt)} />
        {layouts.warnings.length > 0 && (
          <Spoiler maxHeight={0} showLabel={t('content.layouts.showFaults')} hideLabel={t('content.layouts.hideFaults')}>
            <ImportReportLines pack={layouts} />
          </Spoiler>
        )}
      </Stack>
      <Modal opened={isAsking} onClose={() => setIsAsking(false)} title={t('content.layouts.removeTitle')} centered>
        <Stack>
          <Text>{t('content.layouts.removeBody')}</Text>
          {removal.error && <Alert color="red">{removal.error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsAsking(false)}>
              {t('content.keep')}
            </Button>
            <Button color="red" onClick={async () => (await removal.run('content.removeLayouts', {})) && setIsAsking(false)}>
              {t('content.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
