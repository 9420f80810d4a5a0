import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { TransportContext } from '../../bridge/hooks';
import type { HavenApi } from '../../bridge/transport';
import { appI18n } from '../../i18n/i18n';
import { CampaignFileMenu } from './CampaignFileMenu';

/** A host with two past scenarios: one won, one never finished (no outcome recorded). */
const transport: HavenApi = {
  invoke: (channel) =>
    Promise.resolve(
      channel === 'summary.scenarios'
        ? {
            ok: true,
            value: [
              { id: 'p1', scenarioId: '1', label: 'Scenario 1', date: '2026-03-04T10:00:00.000Z', outcome: 'success' },
              { id: 'p2', scenarioId: '2', label: 'Scenario 2', date: '2026-03-05T10:00:00.000Z', outcome: null },
            ],
          }
        : { ok: true, value: null },
    ),
  on: () => () => {},
};

afterEach(async () => {
  cleanup();
  await act(() => appI18n().changeLanguage('en'));
});

async function openMenu() {
  render(
    <MantineProvider>
      <TransportContext.Provider value={transport}>
        <CampaignFileMenu campaignId="c1" />
      </TransportContext.Provider>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByTestId('campaign-file-menu'));
  return screen.findAllByTestId('print-scenario');
}

it("words a past scenario's outcome and dates it in the screen's language, never 'success' or an ISO date", async () => {
  const lines = await openMenu();
  expect(lines.map((line) => line.textContent)).toEqual(['Scenario 1 · Mar 4, 2026 · Success', 'Scenario 2 · Mar 5, 2026']);
});

it('says the same in German', async () => {
  await act(() => appI18n().changeLanguage('de'));
  const lines = await openMenu();
  const first = lines[0]!.textContent ?? '';
  expect(first).toContain('04.03.2026');
  expect(first).not.toMatch(/success|2026-03-04/);
});
