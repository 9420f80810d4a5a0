import { Badge, Group, Progress, Stack, Text, UnstyledButton } from '@mantine/core';
import type { StandeeState } from '../../../../shared/rules/scenario';
import { ConditionIcon } from './icons';

const RANK_COLOURS = { normal: 'var(--mantine-color-gray-5)', elite: 'var(--mantine-color-yellow-5)', boss: 'var(--mantine-color-red-6)' } as const;

/** One standee: its number, a hit-point bar, its conditions; tap to select it. */
export function StandeeTile({ standee, isSelected, isActive, onSelect }: { standee: StandeeState; isSelected: boolean; isActive: boolean; onSelect(): void }) {
  return (
    <UnstyledButton
      onClick={onSelect}
      data-testid={`standee-${standee.id}`}
      aria-pressed={isSelected}
      aria-label={`${standee.rank} ${standee.number}, ${standee.health} of ${standee.maxHealth} hit points`}
      style={{
        border: `3px solid ${RANK_COLOURS[standee.rank]}`,
        borderRadius: 10,
        padding: '4px 8px',
        minWidth: 92,
        minHeight: 54,
        outline: isSelected ? '3px solid var(--mantine-color-blue-5)' : isActive ? '3px solid var(--mantine-color-green-5)' : undefined,
        outlineOffset: 2,
        background: isActive ? 'var(--mantine-color-green-light)' : undefined,
      }}
    >
      <Stack gap={2}>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text fw={800} fz={22} lh={1}>{standee.number}</Text>
          <Text fw={700} fz="md" lh={1}>{standee.health}/{standee.maxHealth}</Text>
        </Group>
        <Progress value={(100 * standee.health) / Math.max(1, standee.maxHealth)} color={standee.health * 3 <= standee.maxHealth ? 'red' : 'teal'} size="sm" />
        <Group gap={2} wrap="nowrap" mih={16}>
          {standee.isSummoned && <Badge size="xs" color="grape">summoned</Badge>}
          {standee.conditions.map((c) => <ConditionIcon key={c.name} condition={c.name} size={18} />)}
        </Group>
      </Stack>
    </UnstyledButton>
  );
}
