import { Alert, Button, Menu, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCall, useQuery } from '../../bridge/hooks';
import { downloadBase64, downloadText } from '../../common/files/download';
import { openPrintTarget } from '../../common/files/print-view';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/useLanguage';

type Paper = 'a4' | 'letter';

/** Export and print for one campaign: the campaign file, the campaign summary and each scenario's. */
export function CampaignFileMenu({ campaignId }: { campaignId: string }) {
  const { t } = useTranslation();
  const call = useCall();
  const [paper, setPaper] = useState<Paper>('a4');
  const [error, setError] = useState<string | null>(null);

  async function exportFile() {
    setError(null);
    try {
      const { fileName, text, leftOut } = await call('exchange.exportCampaign', { campaignId });
      downloadText(fileName, text);
      if (leftOut.length > 0) setError(leftOut.join(' '));
    } catch (e) {
      setError((e as Error).message);
    }
  }

  async function savePdf(kind: 'campaign' | 'scenario', id: string) {
    setError(null);
    try {
      const { fileName, pdfBase64 } = await call('summary.pdf', { kind, id, paper });
      downloadBase64(fileName, pdfBase64);
    } catch (e) {
      setError((e as Error).message);
    }
  }

  function print(load: () => Promise<{ html: string }>) {
    setError(null);
    const target = openPrintTarget();
    load().then(
      (page) => target.show(page.html),
      (e: Error) => {
        target.fail(e.message);
        setError(e.message);
      },
    );
  }

  return (
    <>
      <Menu position="bottom-end" closeOnItemClick width={320}>
        <Menu.Target>
          <Button variant="default" data-testid="campaign-file-menu">
            {t('campaigns.file.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={exportFile} data-testid="export-campaign">
            {t('campaigns.file.export')}
          </Menu.Item>
          <Menu.Divider />
          <Stack px="sm" py={4} gap={4}>
            <Text size="xs" c="dimmed">
              {t('campaigns.file.paper')}
            </Text>
            <SegmentedControl
              size="xs"
              value={paper}
              onChange={(v) => setPaper(v as Paper)}
              data={[
                { value: 'a4', label: t('campaigns.file.a4') },
                { value: 'letter', label: t('campaigns.file.letter') },
              ]}
            />
          </Stack>
          <Menu.Item onClick={() => print(() => call('summary.campaignHtml', { campaignId, paper }))} data-testid="print-campaign">
            {t('campaigns.file.print')}
          </Menu.Item>
          <Menu.Item onClick={() => void savePdf('campaign', campaignId)} data-testid="pdf-campaign">
            {t('campaigns.file.pdf')}
          </Menu.Item>
          <Menu.Label>{t('campaigns.file.scenarios')}</Menu.Label>
          <ScenarioSummaryItems
            campaignId={campaignId}
            onPrint={(summaryId) => print(() => call('summary.scenarioHtml', { summaryId, paper }))}
          />
        </Menu.Dropdown>
      </Menu>
      {error && (
        <Alert color="red" withCloseButton onClose={() => setError(null)} data-testid="export-error">
          {error}
        </Alert>
      )}
    </>
  );
}

/** The past scenarios, read only while the menu is open (the dropdown mounts on opening). */
function ScenarioSummaryItems({ campaignId, onPrint }: { campaignId: string; onPrint(summaryId: string): void }) {
  const { t } = useTranslation();
  // The day it was played in the screen's language ("3. Dezember 2026"), the outcome in words.
  const format = useFormat();
  const scenarios = useQuery('summary.scenarios', { campaignId });
  return (
    <>
      {scenarios.data?.length === 0 && <Menu.Item disabled>{t('campaigns.file.none')}</Menu.Item>}
      {scenarios.data?.slice(0, 12).map((s) => (
        <Menu.Item key={s.id} onClick={() => onPrint(s.id)} data-testid="print-scenario">
          {s.outcome
            ? t('campaigns.file.scenarioWithOutcome', {
                label: s.label,
                date: format.date(s.date, { dateStyle: 'medium' }),
                outcome: t(`summary.scenario.outcomes.${s.outcome}`),
              })
            : t('campaigns.file.scenario', { label: s.label, date: format.date(s.date, { dateStyle: 'medium' }) })}
        </Menu.Item>
      ))}
    </>
  );
}
