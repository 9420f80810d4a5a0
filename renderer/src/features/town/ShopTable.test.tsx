import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { ShopEntry, TownView } from '@shared/ipc/town-types';
import type { HostEvent, IpcResult } from '@shared/ipc/contract';
import type { CampaignCommandInput } from '@shared/rules/campaign/commands';
import { emptyCampaign, type CampaignState } from '@shared/rules/campaign/state';
import { run } from '@shared/rules/campaign/campaign.fixture';
import { TransportContext, useQuery } from '../../bridge/hooks';
import type { HavenApi } from '../../bridge/transport';
import { appI18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/I18nProvider';
import { CampaignContext } from '../../common/campaign/campaign-context';
import { ShopTable } from './ShopTable';

const play = (state: CampaignState, inputs: CampaignCommandInput[]) => run(state, ...inputs);

const transport: HavenApi = { invoke: () => new Promise(() => {}), on: () => () => {} };

function shopFor(campaign: CampaignState, shop: ShopEntry[] = []) {
  const context = { campaign, exec: async () => true, error: null, clearError: () => {} };
  return (
    <MantineProvider>
      <TransportContext.Provider value={transport}>
        <CampaignContext.Provider value={context}>
          <I18nProvider>
            <ShopTable shop={shop} />
          </I18nProvider>
        </CampaignContext.Provider>
      </TransportContext.Provider>
    </MantineProvider>
  );
}

afterEach(async () => {
  cleanup();
  await act(() => appI18n().changeLanguage('en'));
});

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

/** A shop entry as the host sends it for an item whose text Haven built from its actions. */
const explosives: ShopEntry = {
  packId: 'ghs-gh1',
  id: 'item-60',
  number: 60,
  name: 'Unstable Explosives',
  displayName: 'Unstable Explosives',
  slot: 'small',
  cost: 30,
  price: 30,
  sellPrice: 15,
  count: 1,
  inStock: 1,
  owners: [],
  prosperity: 5,
  isInShop: true,
  text: 'Turn a single target ranged attack into the following: Area: 4 hexes All allies in the attack area suffer 3 damage.',
  textWords: [
    'Turn a single target ranged attack into the following:',
    { key: 'cards.area', values: { count: 4 } },
    'All allies in the attack area suffer 3 damage.',
  ],
};

it("words the parts of an item's text Haven makes in the screen's language, the pack's own as written (issue 18)", async () => {
  render(
    shopFor(emptyCampaign('c1', 'Mill', 'gh1', 'campaign'), [
      explosives,
      { ...explosives, id: 'item-1', number: 1, text: 'Its own words.', textWords: undefined },
    ]),
  );
  const text = screen.getByTestId('item-text');
  expect(text).toHaveTextContent(explosives.text);
  await act(() => appI18n().changeLanguage('de'));
  expect(text).toHaveTextContent(
    'Turn a single target ranged attack into the following: Bereich: 4 Felder All allies in the attack area suffer 3 damage.',
  );
  // The pack's own words are data, kept from a browser's translation; an item of the pack's own text reads as written.
  expect(screen.getByText('All allies in the attack area suffer 3 damage.')).toHaveAttribute('translate', 'no');
  expect(screen.getByTestId('shop-item-1')).toHaveTextContent('Its own words.');
});

it('says when an item adds −1 cards to the modifier deck (issue 30, point 7; 1st ed. rulebook p. 8, "Item Cards")', async () => {
  render(
    shopFor(emptyCampaign('c1', 'Mill', 'gh1', 'campaign'), [
      { ...explosives, id: 'item-3', number: 3, name: 'Hide Armor', displayName: 'Hide Armor', slot: 'body', minusOnes: 2 },
      explosives,
    ]),
  );
  expect(screen.getAllByTestId('item-minus-ones').map((line) => line.textContent)).toEqual([
    "Equipped: 2 −1 cards in its owner's attack modifier deck",
  ]);
  await act(() => appI18n().changeLanguage('de'));
  expect(screen.getByTestId('item-minus-ones')).toHaveTextContent('Ausgerüstet: 2 −1-Karten im Angriffsmodifikatorstapel seines Besitzers');
});

/** The campaign page and the town panel as far as the shop needs them: both read from the host. */
function ShopOnHost() {
  const campaign = useQuery('campaigns.get', { campaignId: 'c1' });
  const town = useQuery('town.view', { campaignId: 'c1' });
  if (!campaign.data || !town.data) return null;
  const context = { campaign: campaign.data.state, exec: async () => true, error: null, clearError: () => {} };
  return (
    <CampaignContext.Provider value={context}>
      <ShopTable shop={town.data.shop} />
    </CampaignContext.Provider>
  );
}

it("buying an item costs one round trip: the answer shows the buyer's gold and the stock, and nothing is read again (issue 28)", async () => {
  const party = play(emptyCampaign('c1', 'Mill', 'gh1', 'campaign'), [
    { type: 'CreateCharacter', characterId: 'a', classId: 'lanternwright', name: 'Ada', gold: 40 },
  ]);
  const bought = play(party, [{ type: 'BuyItem', characterId: 'a', item: { name: explosives.name, cost: 30, count: 1, prosperity: 1 } }]);
  const townOf = (shop: ShopEntry[]): TownView => ({ shop, pendingEvent: null, availableEvents: { city: [], road: [] }, classes: [] });
  const listeners = new Map<HostEvent, Set<(payload: unknown) => void>>();
  const sent: string[] = [];
  const answers: Record<string, unknown> = {
    'campaigns.get': { state: party, canUndo: false, canRedo: false },
    'town.view': townOf([{ ...explosives, prosperity: 1 }]),
    'town.buy': {
      campaign: { state: bought, canUndo: true, canRedo: false },
      town: townOf([{ ...explosives, prosperity: 1, inStock: 0, owners: ['a'] }]),
    },
  };
  const host: HavenApi = {
    async invoke(channel): Promise<IpcResult> {
      sent.push(channel);
      // The host announces the change before it answers it (main/ipc/router.ts).
      if (channel === 'town.buy') for (const listener of listeners.get('campaigns.changed') ?? []) listener({ campaignId: 'c1' });
      return { ok: true, value: answers[channel] };
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };
  render(
    <MantineProvider>
      <TransportContext.Provider value={host}>
        <I18nProvider>
          <ShopOnHost />
        </I18nProvider>
      </TransportContext.Provider>
    </MantineProvider>,
  );
  const buy = await screen.findByRole('button', { name: 'Buy' });
  sent.length = 0;
  fireEvent.click(buy);
  await waitFor(() => expect(screen.getByTestId(`shop-${explosives.id}`)).toHaveTextContent('0 / 1'));
  expect(screen.getByRole('combobox', { name: 'Buying character' })).toHaveValue('Ada (10 gold)');
  expect(sent).toEqual(['town.buy']);
});
