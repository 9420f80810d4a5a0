import { ActionIcon, Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { ConditionIcon } from './icons';
import { sameFigure, usePlay } from './play-context';

/** The characters: hit points, experience and money tokens at a tap. */
export function PartyStrip() {
  const { view, exec, selected, select } = usePlay();
  return (
    <Card withBorder padding="sm" data-testid="party">
      <Stack gap={4}>
        {Object.values(view.state.characters).map((c) => {
          const ref = { kind: 'character' as const, id: c.id };
          const isActive = sameFigure(view.state.activeFigure, ref);
          return (
            <Group key={c.id} gap={6} wrap="nowrap" justify="space-between" data-testid={`character-${c.id}`}>
              <UnstyledButton onClick={() => select(ref)} style={{ minWidth: 0, flex: 1, borderRadius: 6, padding: '2px 4px', background: sameFigure(selected, ref) ? 'var(--mantine-color-blue-light)' : isActive ? 'var(--mantine-color-green-light)' : undefined }}>
                <Group gap={4} wrap="nowrap">
                  <Text fw={800} truncate>{c.name}</Text>
                  {c.isExhausted && <Badge color="gray">exhausted</Badge>}
                  {c.conditions.map((t) => <ConditionIcon key={t.name} condition={t.name} size={16} />)}
                </Group>
              </UnstyledButton>
              <Group gap={4} wrap="nowrap">
                <ActionIcon size="lg" variant="light" color="red" aria-label={`${c.name} suffers 1 damage`} onClick={() => void exec({ type: 'SufferDamage', figure: ref, amount: 1, source: 'other' })}>−</ActionIcon>
                <Text fw={800} fz="lg" w={48} ta="center" data-testid={`hp-${c.id}`}>{c.health}/{c.maxHealth}</Text>
                <ActionIcon size="lg" variant="light" color="teal" aria-label={`${c.name} heals 1`} onClick={() => void exec({ type: 'Heal', figure: ref, amount: 1 })}>+</ActionIcon>
                <ActionIcon size="lg" variant="default" aria-label={`${c.name} gains 1 experience`} onClick={() => void exec({ type: 'GainExperience', characterId: c.id, amount: 1 })} data-testid={`xp-${c.id}`}>
                  <Text fz={11} fw={700}>XP</Text>
                </ActionIcon>
                <Text fz="sm" w={26} ta="center" data-testid={`xp-value-${c.id}`}>{c.experience}</Text>
                <ActionIcon size="lg" variant="default" aria-label={`${c.name} loots a money token`} onClick={() => void exec({ type: 'LootMoneyTokens', characterId: c.id, count: 1 })} data-testid={`loot-${c.id}`}>
                  <Text fz={11} fw={700}>$</Text>
                </ActionIcon>
                <Text fz="sm" w={18} ta="center" data-testid={`loot-value-${c.id}`}>{c.moneyTokens}</Text>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
