import { Alert, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
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
  const [isShowingFaults, setIsShowingFaults] = useState(false);
  const removal = useMutation();
  return (
    // By touch its buttons are 44 px targets (touch.css).
    <Card withBorder padding="md" data-testid="layouts-card" className="haven-touch">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fz="lg" fw={700} style={{ minWidth: 0 }}>
            {t('content.layouts.title')}
          </Text>
          <Button variant="subtle" color="red" onClick={() => setIsAsking(true)} style={{ flexShrink: 0 }}>
            {t('content.remove')}
          </Button>
        </Group>
        <LayoutsSummary layouts={layouts} at={format.date(layouts.importedAt)} />
        {layouts.warnings.length > 0 && (
          <>
            <Group>
              <Button variant="subtle" size="sm" onClick={() => setIsShowingFaults((isShown) => !isShown)} aria-expanded={isShowingFaults}>
                {isShowingFaults ? t('content.layouts.hideFaults') : t('content.layouts.showFaults')}
              </Button>
            </Group>
            {isShowingFaults && <ImportReportLines pack={layouts} />}
          </>
        )}
      </Stack>
      <Modal
        opened={isAsking}
        onClose={() => setIsAsking(false)}
        title={t('content.layouts.removeTitle')}
        centered
        classNames={{ content: 'haven-touch' }}
      >
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
