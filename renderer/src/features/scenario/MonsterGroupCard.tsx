import { Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonsterGroupView } from '@shared/ipc/scenario-types';
import { AbilityCard, RANK_COLOUR, type Rank } from './AbilityCard';
import { CardSelfConditions } from './CardSelfConditions';
import { StandeeTile } from './FigureTile';
import { PlainCard } from './PlainCard';
import { selectedOf, usePlayActions, usePlaySelect, type PlaySnapshot } from '../../common/play/play-context';
import { StatTable } from './StatLine';

const typesOnMap = ({ view }: PlaySnapshot) => view.monsterGroups.filter((g) => g.standees.length > 0).map((g) => g.typeId);

/** Every monster type with a standee on the map, one card each. */
export function MonsterGroupList() {
  const { t } = useTranslation();
  const typeIds = usePlaySelect(typesOnMap);
  if (typeIds.length === 0)
    return (
      <Text c="dimmed" p="md">
        {t('play.monsters.none')}
      </Text>
    );
  return typeIds.map((typeId) => <MonsterGroupCard key={typeId} typeId={typeId} />);
}

const BOSS: readonly Rank[] = ['boss'];
const NORMAL_ELITE: readonly Rank[] = ['normal', 'elite'];

/**
 * A monster type at the table: its stat card, this round's ability card worked out per rank, its
 * standees. It renders again only when its own part of the session changed, and then only the
 * parts inside that changed (a damaged standee, a new card).
 */
const MonsterGroupCard = memo(function MonsterGroupCard({ typeId }: { typeId: string }) {
  const { select } = usePlayActions();
  const group = usePlaySelect((play) => play.view.monsterGroups.find((g) => g.typeId === typeId));
  // Only this group's standees count: selecting a standee elsewhere leaves this card as it is.
  const selectedId = usePlaySelect((play) => {
    const selected = selectedOf(play);
    return selected?.kind === 'monster' && play.view.state.monsters[selected.id]?.typeId === typeId ? selected.id : null;
  });
  const activeId = usePlaySelect(({ view }) => {
    const active = view.state.activeFigure;
    return active?.kind === 'monster' && view.state.monsters[active.id]?.typeId === typeId ? active.id : null;
  });
  if (!group) return null;
  const ranks = group.isBoss ? BOSS : NORMAL_ELITE;
  return (
    <PlainCard
      padding="sm"
      testId={`monster-group-${group.typeId}`}
      style={activeId !== null ? { borderColor: 'var(--mantine-color-green-6)', borderWidth: 2 } : undefined}
    >
      {/* Stats and standees beside the card where there is room, above it where there is not. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'stretch', gap: 'var(--mantine-spacing-sm)' }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, flex: '1 1 260px', minWidth: 0 }}>
          <GroupStats name={group.name} stats={group.stats} ranks={ranks} />
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-xs)', marginTop: 4 }}>
            {group.standees.map((standee) => (
              <StandeeTile
                key={standee.id}
                standee={standee}
                isSelected={selectedId === standee.id}
                isActive={activeId === standee.id}
                onSelect={select}
              />
            ))}
          </div>
        </div>
        <AbilityCard
          typeId={group.typeId}
          card={group.card}
          stats={group.stats}
          deckCounts={group.deckCounts}
          ranks={ranks}
          ranksOnMap={ranks.filter((rank) => group.standees.some((s) => s.rank === rank)).join(',')}
        />
      </div>
      {activeId !== null && <CardSelfConditions standeeId={activeId} />}
    </PlainCard>
  );
});

/** The name's size by its longest word: whole words in the 130 px beside the stats. */
function nameSize(name: string): 'xl' | 'lg' | 'md' {
  const longest = Math.max(...name.split(/\s+/).map((word) => word.length));
  return longest <= 8 ? 'xl' : longest <= 10 ? 'lg' : 'md';
}

/** The stat card: it changes only with the level, so a new round's card leaves it as it is. */
const GroupStats = memo(function GroupStats({
  name,
  stats,
  ranks,
}: {
  name: string;
  stats: MonsterGroupView['stats'];
  ranks: readonly Rank[];
}) {
  const { t } = useTranslation();
  return (
    <StatTable
      title={
        // Wide enough for a word of an English name ("Shambler") beside the table. A longer word (a
        // German compound: "Drachenfürst", "Kommandeur") is set smaller so it stays whole; only one
        // longer still breaks inside the column rather than running over the stats.
        <Text fw={800} fz={nameSize(name)} lh={1.1} maw={130}>
          {name}
        </Text>
      }
      rows={ranks.flatMap((rank) => {
        const rankStats = stats[rank];
        return rankStats ? [{ label: t(`play.ranks.${rank}`), colour: RANK_COLOUR[rank], stats: rankStats }] : [];
      })}
    />
  );
});
