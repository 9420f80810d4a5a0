import { ActionIcon, Badge, Group, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { ConditionIcon } from './icons';
import { sameFigure, selectedOf, usePlayActions, usePlaySelect, type PlaySnapshot } from './play-context';

const characterIdsOf = ({ view }: PlaySnapshot) => Object.keys(view.state.characters);

/** The characters side by side: hit points, experience and money tokens at a tap; tap the name to select. */
export function PartyStrip() {
  const ids = usePlaySelect(characterIdsOf);
  return (
    <SimpleGrid cols={Math.max(2, ids.length)} spacing="xs" data-testid="party">
      {ids.map((id) => <CharacterCard key={id} id={id} />)}
    </SimpleGrid>
  );
}

/** One character; renders again only when the character, or whether it acts or is selected, changed. */
const CharacterCard = memo(function CharacterCard({ id }: { id: string }) {
  const { exec, select } = usePlayActions();
  const c = usePlaySelect((play) => play.view.state.characters[id]);
  const ref = { kind: 'character' as const, id };
  const isActive = usePlaySelect((play) => sameFigure(play.view.state.activeFigure, ref));
  const isSelected = usePlaySelect((play) => sameFigure(selectedOf(play), ref));
  if (!c) return null;
  return (
    <Paper withBorder p={6} radius="md" data-testid={`character-${c.id}`} style={{ borderColor: isActive ? 'var(--mantine-color-green-6)' : isSelected ? 'var(--mantine-color-blue-5)' : undefined, borderWidth: isActive || isSelected ? 2 : 1 }}>
      <UnstyledButton onClick={() => select(ref)} w="100%">
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={800} truncate>{c.name}</Text>
            {c.isExhausted && <Badge color="gray" size="xs">exhausted</Badge>}
            {c.conditions.map((t) => <ConditionIcon key={t.name} condition={t.name} size={16} />)}
          </Group>
          <Text fw={800} fz="lg" data-testid={`hp-${c.id}`} style={{ whiteSpace: 'nowrap' }}>{c.health}<Text span c="dimmed" fz="sm">/{c.maxHealth}</Text></Text>
        </Group>
      </UnstyledButton>
      <Group gap={4} wrap="nowrap" mt={4} justify="space-between">
        <Group gap={4} wrap="nowrap">
          <ActionIcon size="lg" variant="light" color="red" aria-label={`${c.name} suffers 1 damage`} onClick={() => void exec({ type: 'SufferDamage', figure: ref, amount: 1, source: 'other' })}>−</ActionIcon>
          <ActionIcon size="lg" variant="light" color="teal" aria-label={`${c.name} heals 1`} onClick={() => void exec({ type: 'Heal', figure: ref, amount: 1 })}>+</ActionIcon>
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon size="lg" variant="default" aria-label={`${c.name} gains 1 experience`} title="+1 experience" onClick={() => void exec({ type: 'GainExperience', characterId: c.id, amount: 1 })} data-testid={`xp-${c.id}`}>
            <Text fz={11} fw={700}>XP</Text>
          </ActionIcon>
          <Text fz="sm" fw={700} miw={16} data-testid={`xp-value-${c.id}`}>{c.experience}</Text>
          <ActionIcon size="lg" variant="default" aria-label={`${c.name} loots a money token`} title="+1 money token" onClick={() => void exec({ type: 'LootMoneyTokens', characterId: c.id, count: 1 })} data-testid={`loot-${c.id}`}>
            <Text fz={11} fw={700}>$</Text>
          </ActionIcon>
          <Text fz="sm" fw={700} miw={12} data-testid={`loot-value-${c.id}`}>{c.moneyTokens}</Text>
        </Group>
      </Group>
    </Paper>
  );
});
