import { Alert, Button, Card, FileButton, Group, List, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import type { InstalledPack } from '../../../../shared/ipc/content-types';
import { HostError, useCall } from '../../bridge/hooks';
import { PackCounts } from './PackCounts';
import { refusalOf, uploadFiles, wantedFiles } from './read-files';

type Stage = { step: 'idle' } | { step: 'reading'; share: number } | { step: 'importing' } | { step: 'done'; pack: InstalledPack };

export function ImportPanel() {
  const [edition, setEdition] = useState<'any' | 'gh1' | 'gh2'>('any');
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const call = useCall();
  const folderInput = useRef<HTMLInputElement>(null);

  async function start(chosen: readonly File[]) {
    if (chosen.length === 0) return;
    const files = wantedFiles(chosen);
    // Refused here, before a byte is sent, with the limit in the sentence.
    const refusal = refusalOf(files);
    setError(refusal ?? null);
    if (refusal) return setStage({ step: 'idle' });
    setStage({ step: 'reading', share: 0 });
    try {
      const uploadId = await uploadFiles(call, files, (share) => setStage({ step: 'reading', share }));
      setStage({ step: 'importing' });
      const pack = await call('content.import', { uploadId, ...(edition === 'any' ? {} : { edition }) });
      setStage({ step: 'done', pack });
    } catch (caught) {
      setError(
        caught instanceof HostError ? caught.message : `The files could not be read (${(caught as Error).message}). Nothing was imported.`,
      );
      setStage({ step: 'idle' });
    }
  }

  const isBusy = stage.step === 'reading' || stage.step === 'importing';
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={3}>Import content</Title>
        <Text size="sm" c="dimmed">
          Bring the game's data from the community's open files: Gloomhaven Secretariat's edition file (gh.json), its data folder, or
          X-haven Assistant's data folder (editions/ and rooms/), as files, a folder or a zip. Nothing is written unless the whole import is
          valid.
        </Text>
        <div>
          <Text size="sm" fw={500} mb={4}>
            Edition in the files
          </Text>
          <SegmentedControl
            value={edition}
            onChange={(v) => setEdition(v as typeof edition)}
            data={[
              { value: 'any', label: 'Detect' },
              { value: 'gh1', label: '1st edition' },
              { value: 'gh2', label: '2nd edition' },
            ]}
          />
        </div>
        <Group>
          <FileButton onChange={(files) => void start(files)} accept=".json,.zip,application/json,application/zip" multiple>
            {(props) => (
              <Button {...props} disabled={isBusy}>
                Choose file or zip…
              </Button>
            )}
          </FileButton>
          <Button variant="default" disabled={isBusy} onClick={() => folderInput.current?.click()}>
            Choose folder…
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
        {stage.step === 'reading' && <Progress value={stage.share * 100} size="lg" animated aria-label="Reading files" />}
        {stage.step === 'importing' && <Progress value={100} size="lg" animated striped aria-label="Importing" />}
        {stage.step === 'importing' && <Text size="sm">Checking and importing…</Text>}
        {error && (
          <Alert color="red" title="Nothing was imported" data-testid="import-error">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {error}
            </Text>
          </Alert>
        )}
        {stage.step === 'done' && (
          <Alert color="green" title={`Imported ${stage.pack.name}`} data-testid="import-summary">
            <Stack gap="xs">
              <PackCounts pack={stage.pack} />
              {stage.pack.notes.length > 0 && (
                <List size="sm">
                  {stage.pack.notes.map((note) => (
                    <List.Item key={note}>{note}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
