import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../bridge/hooks';
import { downloadBase64 } from '../../common/files/download';
import { openPrintTarget } from '../../common/files/print-view';

/**
 * After a scenario: its printed summary, through the same print view as the campaign page's menu,
 * or the same page saved as a PDF file the host renders (named after the scenario).
 */
export function PrintSummaryButton({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const call = useCall();
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function savePdf() {
    setError(null);
    setSaving(true);
    try {
      const { fileName, pdfBase64 } = await call('summary.pdf', { kind: 'scenario', id: sessionId, paper: 'a4' });
      downloadBase64(fileName, pdfBase64);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Group gap="sm">
        <Button
          variant="default"
          data-testid="print-summary"
          onClick={() => {
            const target = openPrintTarget();
            call('summary.scenarioHtml', { summaryId: sessionId, paper: 'a4' }).then(
              (page) => target.show(page.html),
              (e: Error) => target.fail(e.message),
            );
          }}
        >
          {t('playSetup.print.print')}
        </Button>
        <Button variant="default" data-testid="save-summary-pdf" loading={isSaving} onClick={() => void savePdf()}>
          {t('playSetup.print.pdf')}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" data-testid="save-summary-error">
          {error}
        </Text>
      )}
    </>
  );
}
