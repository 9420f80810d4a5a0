import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, it } from 'vitest';
import { campaignEngine, emptyCampaign, type CampaignCommandInput, type CampaignState } from '@shared/rules/campaign';
import { TransportContext } from '../../bridge/hooks';
import type { HavenApi } from '../../bridge/transport';
import { CampaignContext } from '../../common/campaign/campaign-context';
import { NewCharacterForm } from './NewCharacterForm';

/** A pack's classes as `town.classes` answers them: the 1st edition's six starting classes open, two sealed. */
const CLASSES = [
  ...['Brute', 'Tinkerer', 'Spellweaver', 'Scoundrel', 'Cragheart', 'Mindthief'].map((name) => ({
    id: name.toLowerCase(),
    name,
    isLocked: false,
  })),
  { id: 'sun', name: 'Sunkeeper', isLocked: true },
  { id: 'lightning', name: 'Berserker', isLocked: true },
];

const transport: HavenApi = {
  invoke: (channel) =>
    Promise.resolve(channel === 'town.classes' ? { ok: true, value: CLASSES } : { ok: false, code: 'request', error: channel }),
  on: () => () => {},
};

/** The form on a campaign that runs its commands through the campaign engine, as the host would. */
function Campaign({ sent }: { sent: CampaignCommandInput[] }) {
  const [campaign, setCampaign] = useState<CampaignState>(() => emptyCampaign('c1', 'Sealed Boxes', 'gh1', 'campaign'));
  const exec = async (command: CampaignCommandInput) => {
    sent.push(command);
    const decided = campaignEngine.decide(campaign, campaignEngine.commandSchema.parse(command));
    if ('violation' in decided) return false;
    setCampaign(decided.events.reduce((state, event) => campaignEngine.evolve(state, event), campaign));
    return true;
  };
  return (
    <CampaignContext.Provider value={{ campaign, exec, error: null, clearError: () => {} }}>
      <NewCharacterForm />
    </CampaignContext.Provider>
  );
}

/** The names a combobox offers once opened (Mantine lists them in a portal, named by aria-controls). */
async function offered(combobox: HTMLElement): Promise<string[]> {
  fireEvent.click(combobox);
  const listbox = await waitFor(() => {
    const id = combobox.getAttribute('aria-controls');
    const found = id ? document.getElementById(id) : null;
    if (!found) throw new Error('the list is not open');
    return found;
  });
  const names = within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
  fireEvent.keyDown(combobox, { key: 'Escape' });
  return names;
}

it('offers the starting classes at character creation, and a sealed one once its box is opened (rulebook pp. 6, 40)', async () => {
  const sent: CampaignCommandInput[] = [];
  render(
    <MantineProvider>
      <TransportContext.Provider value={transport}>
        <Campaign sent={sent} />
      </TransportContext.Provider>
    </MantineProvider>,
  );
  const classField = await screen.findByRole('combobox', { name: 'Class' });
  expect(await screen.findByText("6 classes in this campaign's content")).toBeInTheDocument();
  expect((await offered(classField)).sort()).toEqual(['Brute', 'Cragheart', 'Mindthief', 'Scoundrel', 'Spellweaver', 'Tinkerer']);

  const unlock = screen.getByTestId('unlock-class');
  expect(await offered(unlock)).toEqual(['Sunkeeper', 'Berserker']);
  fireEvent.click(unlock);
  fireEvent.click(await screen.findByRole('option', { name: 'Sunkeeper', hidden: true }));
  expect(sent).toEqual([{ type: 'UnlockClass', classId: 'sun', name: 'Sunkeeper' }]);
  expect(await screen.findByText("7 classes in this campaign's content")).toBeInTheDocument();
  expect(await offered(classField)).toContain('Sunkeeper');
});
