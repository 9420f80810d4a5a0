import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { CampaignCommandInput } from '@shared/rules/campaign/commands';
import { emptyCampaign, type CampaignState } from '@shared/rules/campaign/state';
import { run } from '@shared/rules/campaign/test-run';
import { TransportContext } from '../../bridge/hooks';
import type { HavenApi } from '../../bridge/transport';
import { CampaignContext } from '../campaign/campaign-context';
import { ShopTable } from './ShopTable';

const play = (state: CampaignState, inputs: CampaignCommandInput[]) => run(state, ...inputs);

const transport: HavenApi = { invoke: () => new Promise(() => {}), on: () => () => {} };

function shopFor(campaign: CampaignState) {
  const context = { campaign, exec: async () => true, error: null, clearError: () => {} };
  return (
    <MantineProvider>
      <TransportContext.Provider value={transport}>
        <CampaignContext.Provider value={context}>
          <ShopTable shop={[]} />
        </CampaignContext.Provider>
      </TransportContext.Provider>
    </MantineProvider>
  );
}

/** The options ticked in the open list, by their text. */
const ticked = () =>
  screen
    .queryAllByRole('option', { hidden: true })
    .filter((option) => option.getAttribute('aria-selected') === 'true' || option.querySelector('svg') !== null)
    .map((option) => option.textContent);

it('"Who buys?" shows in its field the character ticked in its list, also when the party arrives after the shop', () => {
  const empty = emptyCampaign('c1', 'Mill', 'gh1', 'campaign');
  const { rerender } = render(shopFor(empty));
  const party = play(empty, [
    { type: 'CreateCharacter', characterId: 'a', classId: 'lanternwright', name: 'Ada', gold: 30 },
    { type: 'CreateCharacter', characterId: 'b', classId: 'reedwalker', name: 'Bo', gold: 20 },
  ]);
  rerender(shopFor(party));
  const field = screen.getByRole('combobox', { name: 'Buying character' });
  fireEvent.click(field);
  const shown = (field as HTMLInputElement).value;
  const tick = ticked();
  // Field and list agree: the first character chosen and shown (or, were it empty, nothing ticked).
  expect(shown).toBe('Ada (30 gold)');
  expect(tick).toEqual(['Ada (30 gold)']);

  fireEvent.click(screen.getByRole('option', { name: 'Bo (20 gold)', hidden: true }));
  fireEvent.click(field);
  expect((field as HTMLInputElement).value).toBe('Bo (20 gold)');
  expect(ticked()).toEqual(['Bo (20 gold)']);
});
