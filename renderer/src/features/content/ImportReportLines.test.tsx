import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { keyedReason } from '@shared/content/model/content-error';
import { reportLines } from '@shared/content/import/import-outcome';
import type { InstalledPack } from '@shared/ipc/content-types';
import { refusal } from '@shared/rules/refusal';
import { afterEach, expect, it } from 'vitest';
import { appI18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/I18nProvider';
import { ImportReportLines } from './ImportReportLines';

afterEach(async () => {
  cleanup();
  await act(() => appI18n().changeLanguage('en'));
});

// The lines the Gloomhaven Secretariat importer reports for gh2e.json's known faults and a data set without road events.
const notes = reportLines([keyedReason('files.report.noRoadEvents', { count: 10 })]);
const section = refusal('files.report.placeSection', { number: '6.1' });
const warnings = reportLines([
  keyedReason('files.report.spawnLevel', { scenario: '11', name: 'living-corpse:+1', monster: 'living-corpse', change: '+1' }),
  keyedReason(
    'files.report.monsterMatched',
    { place: 'section 6.1', name: 'candlekeeper-trice-56', meant: 'candlekeeper-trice-scenario-56' },
    { place: [section] },
  ),
]);

const pack: InstalledPack = {
  id: 'ghs-gh2',
  name: 'Gloomhaven 2nd Edition (Gloomhaven Secretariat data)',
  edition: 'gh2',
  source: 'ghs',
  version: 'unversioned',
  importedAt: '2026-12-02T07:00:00.000Z',
  counts: {} as InstalledPack['counts'],
  structuredShare: 1,
  notes: notes.text,
  noteWords: notes.words,
  keptAsText: 0,
  warnings: warnings.text,
  warningWords: warnings.words,
  details: {},
};

function renderLines(shown: InstalledPack) {
  render(
    <MantineProvider>
      <I18nProvider>
        <ImportReportLines pack={shown} />
      </I18nProvider>
    </MantineProvider>,
  );
}

/** What the summary reads in each language: the note, the warnings' heading, then each warning. */
const expected = {
  en: [
    'The data has 10 city events and no road events.',
    'Imported with 2 known faults of the data:',
    'scenario 11 spawns "living-corpse:+1", which no monster is named: matched to "living-corpse", its level change +1 kept as a special rule.',
    'section 6.1 names the monster "candlekeeper-trice-56", which no record is named: matched to "candlekeeper-trice-scenario-56".',
  ],
  de: [
    'Die Daten haben 10 Stadtereignisse und keine Straßenereignisse.',
    'Importiert mit 2 bekannten Fehlern der Daten:',
    'Szenario 11 lässt „living-corpse:+1“ erscheinen, aber kein Monster heißt so: „living-corpse“ zugeordnet, seine Stufenänderung +1 als Sonderregel behalten.',
    'Abschnitt 6.1 nennt das Monster „candlekeeper-trice-56“, aber kein Eintrag heißt so: „candlekeeper-trice-scenario-56“ zugeordnet.',
  ],
};

it("words an import's notes and warnings in the screen's language, the English as the importer wrote it (issue 18)", async () => {
  renderLines(pack);
  for (const language of ['en', 'de'] as const) {
    await act(() => appI18n().changeLanguage(language));
    const [note, heading, ...lines] = expected[language];
    expect(screen.getByTestId('import-notes')).toHaveTextContent(note!);
    for (const line of [heading!, ...lines]) expect(screen.getByTestId('import-warnings')).toHaveTextContent(line);
  }
});

it('shows the lines of a pack imported before they had keys as they were written', async () => {
  const { noteWords: _notes, warningWords: _warnings, ...stored } = pack;
  renderLines(stored);
  await act(() => appI18n().changeLanguage('de'));
  expect(screen.getByTestId('import-notes')).toHaveTextContent('The data has 10 city events and no road events.');
  expect(screen.getByTestId('import-warnings')).toHaveTextContent('Importiert mit 2 bekannten Fehlern der Daten:');
  expect(screen.getByTestId('import-warnings')).toHaveTextContent('scenario 11 spawns "living-corpse:+1"');
});
