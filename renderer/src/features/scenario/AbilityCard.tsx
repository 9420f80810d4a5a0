import { Fragment, memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonsterGroupView } from '@shared/ipc/scenario-types';
import type { MonsterAttributes, WorkedOutAction } from '@shared/rules/scenario';
import { ActionList } from './ActionList';
import { PlainCard } from './PlainCard';
import { DIMMED } from './plain-styles';

export type Rank = 'normal' | 'elite' | 'boss';
export const RANK_COLOUR = { normal: 'gray.6', elite: 'yellow.7', boss: 'red.7' } as const;
const rankColour = (rank: Rank) => `var(--mantine-color-${RANK_COLOUR[rank].replace('.', '-')})`;

/**
 * A boss card's "Special 1" spelled out from the boss's stat card, where the content has it as text:
 * with the stat card's words for it, where it has them (a scenario stored before has none).
 */
function withBossSpecials(actions: WorkedOutAction[], attributes: MonsterAttributes | undefined): WorkedOutAction[] {
  const specials = attributes?.special ?? [];
  return actions.map((action) => {
    const index =
      action.type === 'special' ? specials.findIndex((line) => action.text !== undefined && line.startsWith(`${action.text}:`)) : -1;
    const match = specials[index];
    if (match === undefined) return action;
    // The boss's own special from its stat card replaces Haven's "Special 1", words and all.
    const { words: _words, ...rest } = action;
    const words = attributes?.specialWords?.[index];
    return words ? { ...rest, text: match, words } : { ...rest, text: match };
  });
}

const RANK_TAG: React.CSSProperties = { fontSize: 'var(--mantine-font-size-xs)', fontWeight: 800, textTransform: 'uppercase' };
const RANK_ROWS: React.CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: 6,
  alignItems: 'start',
};
const SHUFFLE: React.CSSProperties = {
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '20px',
  padding: '0 8px',
  borderRadius: 10,
  textTransform: 'uppercase',
  background: 'var(--mantine-color-orange-filled)',
  color: 'var(--mantine-color-white)',
};
const CENTRED: React.CSSProperties = { ...DIMMED, textAlign: 'center', margin: 0 };

interface AbilityCardProps {
  typeId: string;
  card: MonsterGroupView['card'];
  stats: MonsterGroupView['stats'];
  deckCounts: MonsterGroupView['deckCounts'];
  /** The ranks of the monster type (boss, or normal and elite). */
  ranks: readonly Rank[];
  /** The ranks with a standee on the map, as "normal,elite": the card is worked out for those. */
  ranksOnMap: string;
}

/** This round's ability card worked out per rank on the map, or the deck face down. Renders again only when the card changes. */
export const AbilityCard = memo(function AbilityCard({ typeId, card, stats, deckCounts, ranks, ranksOnMap }: AbilityCardProps) {
  const { t } = useTranslation();
  const shown = ranks.filter((rank) => ranksOnMap.split(',').includes(rank) || ranks.length === 1);
  const labelled = ranks.length > 1 && shown.length > 1;
  return (
    <PlainCard
      padding="xs"
      width={card && shown.length > 1 ? 215 : 185}
      background="var(--mantine-color-default-hover)"
      testId={`ability-card-${typeId}`}
    >
      {card ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <span style={{ fontWeight: 900, fontSize: 34, lineHeight: 1 }} data-testid={`initiative-${typeId}`}>
              {String(card.initiative).padStart(2, '0')}
            </span>
            {card.shuffle && (
              <span style={SHUFFLE} title={t('play.monsters.shuffleHint')}>
                {t('play.monsters.shuffle')}
              </span>
            )}
          </div>
          {shown.length === 1 && ranks.length > 1 && (
            <span style={{ ...RANK_TAG, color: rankColour(shown[0]!), marginTop: -4 }}>{t(`play.ranks.${shown[0]!}`)}</span>
          )}
          {/* Each rank's name in a column as wide as the longest ("NORMAL"), kept on one line: a
              fixed width broke it inside the word (issue 29: "NORMA L" at 768×1024). */}
          <div style={labelled ? RANK_ROWS : { display: 'flex', flexDirection: 'column', gap: 6 }}>
            {shown.map((rank) => (
              <Fragment key={rank}>
                {labelled && (
                  <span style={{ ...RANK_TAG, color: rankColour(rank), whiteSpace: 'nowrap', paddingTop: 4 }}>
                    {t(`play.ranks.${rank}`)}
                  </span>
                )}
                <ActionList
                  actions={withBossSpecials(card.actions[rank] ?? [], stats[rank]?.attributes)}
                  testId={`actions-${typeId}-${rank}`}
                />
              </Fragment>
            ))}
          </div>
        </div>
      ) : (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, justifyContent: 'center', height: '100%' }}>
          <p style={CENTRED}>{t('play.monsters.faceDown')}</p>
          <p style={{ ...CENTRED, fontSize: 'var(--mantine-font-size-sm)' }}>
            {t('play.monsters.deckCounts', { draw: deckCounts.draw, discard: deckCounts.discard })}
          </p>
        </div>
      )}
    </PlainCard>
  );
});
