import { Alert, Button, FileButton, List, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { hrefOf } from '../../common/route';
import { useMutation } from '../../bridge/hooks';
import { campaignFileTooLarge } from '@shared/exchange/limits';
import { importerFor } from './read-file';
import { useTranslation } from 'react-i18next';
import { Tagged } from '../../i18n/Tagged';

type Outcome = { campaignId: string; name: string; historyEntries: number; notCarriedOver: string[]; fromGhs: boolean };

/** Imports a Haven campaign file or a Gloomhaven Secretariat backup as a new campaign. */
export function ImportCampaignButton() {
  const { t } = useTranslation();
  const { run, error, isBusy, clearError } = useMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [readError, setReadError] = useState<string | null>(null);

  async function importFile(file: File | null) {
    if (!file) return;
    clearError();
    setReadError(null);
    // Refused before reading or sending: a larger message would be cut off by the host's socket limit.
    const tooLarge = campaignFileTooLarge(file.name, file.size);
    if (tooLarge) {
      setReadError(tooLarge);
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setReadError(t('campaigns.import.unreadable', { name: file.name }));
      return;
    }
    const channel = importerFor(text);
    const imported = await run(channel, { text });
    if (imported) setOutcome({ ...imported, fromGhs: channel === 'exchange.importGhs' });
  }

  const shownError = readError ?? error;
  return (
    <Stack gap="xs">
      <FileButton onChange={importFile} accept="application/json,.json">
        {(props) => (
          <Button {...props} variant="light" loading={isBusy} style={{ alignSelf: 'flex-start' }} data-testid="import-campaign">
            {t('campaigns.import.button')}
          </Button>
        )}
      </FileButton>
      {shownError && (
        <Alert
          color="red"
          title={t('campaigns.import.failed')}
          withCloseButton
          onClose={() => {
            clearError();
            setReadError(null);
          }}
          data-testid="import-error"
        >
          {shownError}
        </Alert>
      )}
      <Modal opened={outcome !== null} onClose={() => setOutcome(null)} title={t('campaigns.import.done')} size="lg">
        {outcome && (
          <Stack data-testid="import-outcome">
            <Text>
              <Tagged
                text={
                  outcome.fromGhs
                    ? t('campaigns.import.fromGhs', { name: outcome.name })
                    : t('campaigns.import.fromFile', { name: outcome.name, count: outcome.historyEntries })
                }
                tags={{ b: () => <b>{outcome.name}</b> }}
              />
            </Text>
            {outcome.notCarriedOver.length > 0 && (
              <>
                <Text fw={600}>{t('campaigns.import.notCarried')}</Text>
                <List size="sm" spacing={4}>
                  {outcome.notCarriedOver.map((note) => (
                    <List.Item key={note}>{note}</List.Item>
                  ))}
                </List>
              </>
            )}
            <Button
              component="a"
              href={hrefOf({ page: 'campaign', campaignId: outcome.campaignId, tab: 'party' })}
              onClick={() => setOutcome(null)}
            >
              {t('campaigns.import.open', { name: outcome.name })}
            </Button>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
