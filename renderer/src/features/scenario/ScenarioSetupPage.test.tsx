import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { demoPack } from '@shared/content/demo/demo-pack';
import { campaignEngine, emptyCampaign, type CampaignCommandInput, type CampaignState } from '@shared/rules/campaign';
import { TransportContext } from '../../bridge/hooks';
import type { HavenApi } from '../../bridge/transport';
import { ScenarioSetupPage } from './ScenarioSetupPage';

const demo = demoPack('gh1');
const mill = demo.scenarios[0]!;
/** A Gloomhaven pack's first four scenarios and its random dungeon (the demo's map under their book numbers and names), listed out of order. */
const BOOK = [
  ['3', 'Inox Encampment'],
  ['1', 'Black Barrow'],
  ['4', 'Crypt of the Damned'],
  ['2', 'Barrow Lair'],
  ['rnd', 'Random Dungeon'],
].map(([index, name]) => ({ ...mill, id: `gh-${index}`, index: index!, name: name! }));
const PACKS = [
  { id: 'haven-demo-gh1', name: demo.name, edition: 'gh1' },
  { id: 'ghs-gh1', name: 'Gloomhaven', edition: 'gh1' },
];

/** A 1st-edition campaign on the Gloomhaven pack: Black Barrow open from the start, Barrow Lair and Inox Encampment unlocked, Grok the Brute. */
function campaign(): CampaignState {
  const commands: CampaignCommandInput[] = [
    { type: 'UnlockScenario', scenarioId: '1', name: 'Black Barrow' },
    { type: 'UnlockScenario', scenarioId: '3', name: 'Inox Encampment' },
    { type: 'UnlockScenario', scenarioId: '2', name: 'Barrow Lair' },
    { type: 'CreateCharacter', characterId: 'grok', classId: 'brute', name: 'Grok', gold: 15 },
  ];
  const played = commands.reduce(
    (state, command) => {
      const decided = campaignEngine.decide(state, campaignEngine.commandSchema.parse(command));
      if ('violation' in decided) throw new Error(decided.violation.message);
      return decided.events.reduce((next, event) => campaignEngine.evolve(next, event), state);
    },
    emptyCampaign('c1', 'Barrow Diggers', 'gh1', 'campaign'),
  );
  // The pack as UseContentPacks leaves it (that command carries the pack's own data, which the host adds).
  return { ...played, contentPackIds: ['ghs-gh1'] };
}

/** The host's answers for the setup: the campaign, the two packs, each pack's records. */
function host(): HavenApi {
  const state = campaign();
  const records = (kind: string, packIds: string[]) => {
    const fromPack = (packId: string) => {
      const list: Array<{ id: string; name: string }> =
        kind === 'scenarios'
          ? packId === 'ghs-gh1'
            ? BOOK
            : demo.scenarios
          : kind === 'monsterTypes'
            ? demo.monsterTypes
            : [{ id: 'brute', name: 'Brute' } as never];
      return list.map((record) => ({ packId, id: record.id, name: record.name, record }));
    };
    return packIds.flatMap(fromPack);
  };
  return {
    invoke(channel, input) {
      const request = input as { kind: string; packIds: string[] };
      const value =
        channel === 'campaigns.get'
          ? { state }
          : channel === 'content.list'
            ? PACKS
            : channel === 'content.records'
              ? records(request.kind, request.packIds ?? [])
              : channel === 'town.classes'
                ? [{ id: 'brute', name: 'Brute', isLocked: false }]
                : null;
      return Promise.resolve(value === null ? { ok: false, code: 'request', error: channel } : { ok: true, value });
    },
    on: () => () => {},
  };
}

/** What the scenario list offers, opened as a finger opens it. */
async function scenarioOptions(): Promise<string[]> {
  const select = screen.getByTestId('scenario-select');
  fireEvent.click(select);
  const listbox = await waitFor(() => {
    const found = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('the list is not open');
    return found;
  });
  const options = within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent ?? '');
  fireEvent.keyDown(select, { key: 'Escape' });
  return options;
}

it("a campaign's play setup starts on its pack and lists its unlocked scenarios by number; a switch lists all", async () => {
  render(
    <MantineProvider>
      <TransportContext.Provider value={host()}>
        <ScenarioSetupPage campaignId="c1" />
      </TransportContext.Provider>
    </MantineProvider>,
  );
  await waitFor(() => expect(screen.getByTestId('scenario-select')).toHaveValue('1 Black Barrow'));
  expect(screen.getByRole('combobox', { name: 'Content pack' })).toHaveValue('Gloomhaven');
  expect(await scenarioOptions()).toEqual([
    '1 Black Barrow',
    '2 Barrow Lair',
    '3 Inox Encampment',
    // The random dungeon is always on offer and never advances the campaign (1st ed. rulebook p. 50).
    'Random Dungeon',
    'Ad hoc: choose monster types',
  ]);
  // The party is named with its classes as the content names them, not by their ids.
  expect(screen.getByRole('checkbox', { name: 'Grok — Brute, level 1' })).toBeChecked();

  // Casual play: every scenario of the pack, in book order.
  fireEvent.click(screen.getByTestId('show-all-scenarios'));
  await waitFor(async () => expect((await scenarioOptions())[3]).toBe('4 Crypt of the Damned'));
});
