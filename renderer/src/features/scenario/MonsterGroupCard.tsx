import { memo } from 'react';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { MonsterGroupView } from '../../../../shared/ipc/scenario-types';
import type { FigureRef, WorkedOutAction } from '../../../../shared/rules/scenario';
import { ActionList } from './ActionList';
import { usePlay } from './play-context';
import { StandeeTile } from './StandeeTile';
import { StatTable } from './StatLine';

/** A boss card's "Special 1" spelled out from the boss's stat card, where the content has it as text. */
function withBossSpecials(actions: WorkedOutAction[], specials: readonly string[]): WorkedOutAction[] {
  return actions.map((action) => {
    const match = action.type === 'special' ? specials.find((line) => action.text !== undefined && line.startsWith(`${action.text}:`)) : undefined;
    return match ? { ...action, text: match } : action;
  });
}

const RANK_LABEL = { normal: 'Normal', elite: 'Elite', boss: 'Boss' } as const;
const RANK_COLOUR = { normal: 'gray.6', elite: 'yellow.7', boss: 'red.7' } as const;

/** A monster type at the table: its stat card, this round's ability card worked out per rank, its standees. */
export function MonsterGroupCard({ group }: { group: MonsterGroupView }) {
  const { view, selected, select } = usePlay();
  const active = view.state.activeFigure;
  return (
    <GroupBody
      group={group}
      groupText={JSON.stringify(group)}
      selectedId={selected?.kind === 'monster' ? selected.id : null}
      activeId={active?.kind === 'monster' ? active.id : null}
      select={select}
    />
  );
}

interface GroupBodyProps {
  group: MonsterGroupView;
  /** The group as text: a new view with the same group renders nothing again (the table stays quick). */
  groupText: string;
  selectedId: string | null;
  activeId: string | null;
  select(figure: FigureRef | null): void;
}

const GroupBody = memo(
  function GroupBody({ group, selectedId, activeId, select }: GroupBodyProps) {
    const ranks = group.isBoss ? (['boss'] as const) : (['normal', 'elite'] as const);
    const isActing = activeId !== null && group.standees.some((s) => s.id === activeId);
    return (
      <Card withBorder padding="sm" radius="md" data-testid={`monster-group-${group.typeId}`} style={isActing ? { borderColor: 'var(--mantine-color-green-6)', borderWidth: 2 } : undefined}>
        <Group align="stretch" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <GroupStats name={group.name} stats={group.stats} statsText={JSON.stringify(group.stats)} ranks={ranks} />
            <Group gap="xs" mt={4}>
              {group.standees.length === 0 && <Text c="dimmed">No standee on the map.</Text>}
              {group.standees.map((standee) => (
                <StandeeTile
                  key={standee.id}
                  standee={standee}
                  isSelected={selectedId === standee.id}
                  isActive={activeId === standee.id}
                  onSelect={() => select({ kind: 'monster', id: standee.id })}
                />
              ))}
            </Group>
          </Stack>
          <AbilityCard group={group} ranks={ranks} />
        </Group>
      </Card>
    );
  },
  (a, b) => a.groupText === b.groupText && a.selectedId === b.selectedId && a.activeId === b.activeId && a.select === b.select,
);

/** The stat card: it changes only with the level, so a new round's card leaves it as it is. */
const GroupStats = memo(
  function GroupStats({ name, stats, ranks }: { name: string; stats: MonsterGroupView['stats']; statsText: string; ranks: readonly ('normal' | 'elite' | 'boss')[] }) {
    return (
      <StatTable
        title={<Text fw={800} fz="xl" lh={1.1} maw={105}>{name}</Text>}
        rows={ranks.flatMap((rank) => { const rankStats = stats[rank]; return rankStats ? [{ label: RANK_LABEL[rank], colour: RANK_COLOUR[rank], stats: rankStats }] : []; })} />
    );
  },
  (a, b) => a.name === b.name && a.statsText === b.statsText && a.ranks.length === b.ranks.length,
);

function AbilityCard({ group, ranks }: { group: MonsterGroupView; ranks: readonly ('normal' | 'elite' | 'boss')[] }) {
  const card = group.card;
  const shown = ranks.filter((rank) => group.standees.some((s) => s.rank === rank) || ranks.length === 1);
  return (
    <Card withBorder padding="xs" radius="md" w={card && shown.length > 1 ? 215 : 185} bg="var(--mantine-color-default-hover)" data-testid={`ability-card-${group.typeId}`}>
      {card ? (
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={900} fz={34} lh={1} data-testid={`initiative-${group.typeId}`}>{String(card.initiative).padStart(2, '0')}</Text>
            {card.shuffle && <Badge color="orange" variant="filled" title="Shuffle mark: the deck is shuffled at the end of the round">shuffle</Badge>}
          </Group>
          {shown.length === 1 && ranks.length > 1 && <Text fz="xs" fw={800} c={RANK_COLOUR[shown[0]!]} tt="uppercase" mt={-4}>{RANK_LABEL[shown[0]!]}</Text>}
          <Stack gap={6}>
            {shown.map((rank) => (
              <Group key={rank} gap={6} wrap="nowrap" align="flex-start">
                {ranks.length > 1 && shown.length > 1 && <Text fz="xs" fw={800} c={RANK_COLOUR[rank]} tt="uppercase" w={56} pt={4}>{RANK_LABEL[rank]}</Text>}
                <ActionList actions={withBossSpecials(card.actions[rank] ?? [], group.stats[rank]?.attributes.special ?? [])} testId={`actions-${group.typeId}-${rank}`} />
              </Group>
            ))}
          </Stack>
        </Stack>
      ) : (
        <Stack gap={4} justify="center" h="100%">
          <Text c="dimmed" ta="center">Ability card face down</Text>
          <Text c="dimmed" ta="center" fz="sm">{group.deckCounts.draw} to draw · {group.deckCounts.discard} discarded</Text>
        </Stack>
      )}
    </Card>
  );
}
