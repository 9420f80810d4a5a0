import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { demoPack } from '@shared/content/demo/demo-pack';
import { toEngineAction, toEngineAttributes, toMonsterTypeInputAt } from '@shared/content/to-scenario';
import type { StandeeStats } from '@shared/rules/scenario';
import { afterEach, expect, it } from 'vitest';
import { appI18n } from '../../i18n/i18n';
import { I18nProvider } from '../../i18n/I18nProvider';
import { AbilityCard } from './AbilityCard';
import { StatTable } from './StatLine';

afterEach(async () => {
  cleanup();
  await act(() => appI18n().changeLanguage('en'));
});

const shown = (ui: React.ReactNode) =>
  render(
    <MantineProvider>
      <I18nProvider>{ui}</I18nProvider>
    </MantineProvider>,
  );

/** A rank's stat card as the host sends it: the engine's attributes, as the content adapter makes them. */
const withAttributes = (attributes: StandeeStats['attributes']): StandeeStats => ({ health: 5, move: 2, attack: 3, range: 0, attributes });
const pushImmune = toEngineAttributes(
  { health: 5, move: 2, attack: 3, range: 0, attributes: [{ type: 'special', text: 'Rises again' }], immunities: ['push', 'pull'] },
  false,
);
const warden = toMonsterTypeInputAt({ characters: 2, monsterName: () => 'Thornling' })(
  demoPack('gh1').monsterTypes.find((type) => type.id === 'mill-warden')!,
).levels[0]!.boss!;
const wardenStats: StandeeStats = { health: 10, move: warden.move, attack: 3, range: 0, attributes: warden.attributes };
/** The boss card's "Special 1", as the engine keeps it. */
const special1 = toEngineAction({ type: 'bossSpecial', special: 1 });

it("words a stat card's lines Haven makes in the screen's language, the pack's own text as written (issue 18)", async () => {
  shown(<StatTable title="Bog Shambler" rows={[{ label: 'Normal', colour: 'gray', stats: withAttributes(pushImmune) }]} />);
  const card = screen.getByTestId('stat-card');
  expect(card).toHaveTextContent('Rises again · Immune to push and pull');
  await act(() => appI18n().changeLanguage('de'));
  expect(card).toHaveTextContent('Rises again · Immun gegen Stoßen und Ziehen');
  expect(card).not.toHaveTextContent('Immune');
});

it('reads a stat card stored before its lines had words in English, under German too', async () => {
  await act(() => appI18n().changeLanguage('de'));
  shown(
    <StatTable title="Bog Shambler" rows={[{ label: 'Normal', colour: 'gray', stats: withAttributes({ special: ['Immune to push'] }) }]} />,
  );
  expect(screen.getByTestId('stat-card')).toHaveTextContent('Immune to push');
});

it("spells a boss card's special out from its stat card in the screen's language", async () => {
  await act(() => appI18n().changeLanguage('de'));
  shown(
    <>
      <StatTable title="Mill Warden" rows={[{ label: 'Boss', colour: 'red', stats: wardenStats }]} />
      <AbilityCard
        typeId="mill-warden"
        card={{
          id: '9301',
          initiative: 11,
          shuffle: false,
          actions: { boss: [{ type: 'special', text: special1.text!, words: special1.words!, subActions: [] }] },
        }}
        stats={{ boss: wardenStats }}
        deckCounts={{ draw: 3, discard: 1 }}
        ranks={['boss']}
        ranksOnMap="boss"
      />
    </>,
  );
  expect(screen.getByTestId('stat-card')).toHaveTextContent('Spezial 2: Angriff +1 (Alle angrenzenden Gegner, Stoßen 1)');
  expect(screen.getByTestId('actions-mill-warden-boss')).toHaveTextContent('Spezial 1: Thornling beschwören; Heilung 2 (Selbst)');
});
