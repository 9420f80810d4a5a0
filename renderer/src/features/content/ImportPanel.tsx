import { Alert, Button, Card, FileButton, Group, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import type { InstalledLayouts, InstalledPack, PackReplacement } from '@shared/ipc/content-types';
import { HostError, useCall } from '../../bridge/hooks';
import { ImportReportLines } from './ImportReportLines';
import { LayoutsSummary } from './LayoutsSummary';
import { PackCounts } from './PackCounts';
import { refusalOf, uploadFiles, wantedFiles } from './read-files';
import { ReplaceQuestion } from './ReplaceQuestion';
import { useTranslation } from 'react-i18next';
import type { AnyLanguage } from '@shared/i18n';
import { useFormat } from '../../i18n/useLanguage';

type Stage =
  | { step: 'idle' }
  | { step: 'reading'; share: number }
  | { step: 'importing' }
  | { step: 'done'; pack: InstalledPack }
  | { step: 'layouts'; layouts: InstalledLayouts }
  | { step: 'replace'; question: PackReplacement }
  | { step: 'kept'; name: string };

export function ImportPanel() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [edition, setEdition] = useState<'any' | 'gh1' | 'gh2'>('any');
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const call = useCall();
  const folderInput = useRef<HTMLInputElement>(null);

  async function start(chosen: readonly File[]) {
    if (chosen.length === 0) return;
    const files = wantedFiles(chosen);
    // Refused here, before a byte is sent, with the limit in the sentence.
    const refusal = refusalOf(files, t, i18n.language as AnyLanguage);
    setError(refusal ?? null);
    if (refusal) return setStage({ step: 'idle' });
    setStage({ step: 'reading', share: 0 });
    try {
      const uploadId = await uploadFiles(call, files, (share) => setStage({ step: 'reading', share }));
      setStage({ step: 'importing' });
      show(await call('content.import', { uploadId, ...(edition === 'any' ? {} : { edition }) }));
    } catch (caught) {
      setError(caught instanceof HostError ? caught.message : t('content.import.unreadable', { reason: (caught as Error).message }));
      setStage({ step: 'idle' });
    }
  }

  function show(imported: InstalledPack | InstalledLayouts | PackReplacement) {
    if (!('kind' in imported)) return setStage({ step: 'done', pack: imported });
    setStage(imported.kind === 'layouts' ? { step: 'layouts', layouts: imported } : { step: 'replace', question: imported });
  }

  /** The person said yes: the host replaces the pack it read and checked before. */
  async function replace(question: PackReplacement) {
    setStage({ step: 'importing' });
    try {
      show(await call('content.import', { confirm: question.token }));
    } catch (caught) {
      setError((caught as Error).message);
      setStage({ step: 'idle' });
    }
  }

  const isBusy = stage.step === 'reading' || stage.step === 'importing';
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={3}>{t('content.import.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('content.import.hint')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('content.import.layoutsHint')}
        </Text>
        <div>
          <Text size="sm" fw={500} mb={4}>
            {t('content.import.edition')}
          </Text>
          <SegmentedControl
            value={edition}
            onChange={(v) => setEdition(v as typeof edition)}
            data={[
              { value: 'any', label: t('content.import.detect') },
              { value: 'gh1', label: t('content.import.gh1') },
              { value: 'gh2', label: t('content.import.gh2') },
            ]}
          />
        </div>
        <Group>
          <FileButton onChange={(files) => void start(files)} accept=".json,.zip,application/json,application/zip" multiple>
            {(props) => (
              <Button {...props} disabled={isBusy}>
                {t('content.import.chooseFile')}
              </Button>
            )}
          </FileButton>
          <Button variant="default" disabled={isBusy} onClick={() => folderInput.current?.click()}>
            {t('content.import.chooseFolder')}
          </Button>
          <input
            ref={folderInput}
            type="file"
            hidden
            data-testid="folder-input"
            {...{ webkitdirectory: '', directory: '' }}
            onChange={(e) => void start(Array.from(e.currentTarget.files ?? []))}
          />
        </Group>
        {stage.step === 'reading' && <Progress value={stage.share * 100} size="lg" animated aria-label={t('content.import.reading')} />}
        {stage.step === 'importing' && <Progress value={100} size="lg" animated striped aria-label={t('content.import.importing')} />}
        {stage.step === 'importing' && <Text size="sm">{t('content.import.checking')}</Text>}
        {error && (
          <Alert color="red" title={t('content.import.nothingImported')} data-testid="import-error">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {error}
            </Text>
          </Alert>
        )}
        {stage.step === 'layouts' && (
          <Alert color="green" title={t('content.layouts.imported')} data-testid="import-summary">
            <Stack gap="xs">
              <LayoutsSummary layouts={stage.layouts} at={format.date(stage.layouts.importedAt)} />
              <ImportReportLines pack={stage.layouts} />
            </Stack>
          </Alert>
        )}
        {stage.step === 'replace' && (
          <ReplaceQuestion
            question={stage.question}
            onReplace={() => void replace(stage.question)}
            onKeep={() => setStage({ step: 'kept', name: stage.question.name })}
          />
        )}
        {stage.step === 'kept' && (
          <Alert color="gray" data-testid="import-kept">
            {t('content.replace.kept', { name: stage.name })}
          </Alert>
        )}
        {stage.step === 'done' && (
          <Alert color="green" title={t('content.import.imported', { name: stage.pack.name })} data-testid="import-summary">
            <Stack gap="xs">
              <PackCounts pack={stage.pack} />
              <ImportReportLines pack={stage.pack} />
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
