import { List, Stack, Text } from '@mantine/core';
import type { InstalledPack } from '@shared/ipc/content-types';
import { wordRefusal, type Refusal } from '@shared/rules/refusal';
import { useTranslation } from 'react-i18next';

/** The lines an import reported: a pack's, or the scenario layouts' (which have no notes). */
export type ReportLines = Partial<Pick<InstalledPack, 'notes' | 'noteWords'>> & Pick<InstalledPack, 'warnings' | 'warningWords'>;

/**
 * What an import reported beside its pack or layouts: notes (what the data lacks) and warnings (known faults
 * imported anyway, each with what was done), in the screen's language from their keys (issue 18).
 * A pack imported before the report had keys shows its lines as they were written.
 */
export function ImportReportLines({ pack }: { pack: ReportLines }) {
  const { t } = useTranslation();
  const worded = (lines: readonly string[], words: readonly Refusal[] | undefined) =>
    lines.map((line, index) => {
      const keyed = words?.length === lines.length ? words[index] : undefined;
      return keyed ? wordRefusal(keyed, (key, values) => t(key as never, values as never) as unknown as string) : line;
    });
  const notes = worded(pack.notes ?? [], pack.noteWords);
  const warnings = worded(pack.warnings, pack.warningWords);
  return (
    <Stack gap="xs">
      {notes.length > 0 && (
        <List size="sm" data-testid="import-notes">
          {notes.map((note, index) => (
            <List.Item key={index}>{note}</List.Item>
          ))}
        </List>
      )}
      {warnings.length > 0 && (
        <div data-testid="import-warnings">
          <Text size="sm" fw={500}>
            {t('content.import.warnings', { count: warnings.length })}
          </Text>
          <List size="sm">
            {warnings.map((warning, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                {warning}
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
