import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ModifierDrawView } from '../../../../shared/ipc/scenario-types';
import type { ModifierCard } from '../../../../shared/rules/scenario';

function cardFace(card: ModifierCard): string {
  if (card.id === 'bless') return 'BLESS ×2';
  if (card.id === 'curse') return 'CURSE ∅';
  if (card.kind === 'double') return '×2';
  if (card.kind === 'null') return '∅ null';
  return `${card.value >= 0 ? '+' : ''}${card.value}`;
}

/** A drawn modifier card: value, effects, the rolling mark; cards that did not apply are faded. */
function CardChip({ card, isApplied }: { card: ModifierCard; isApplied: boolean }) {
  const colour =
    card.id === 'bless'
      ? 'yellow'
      : card.id === 'curse'
        ? 'grape'
        : card.kind === 'null'
          ? 'red'
          : card.kind === 'double'
            ? 'teal'
            : card.value > 0
              ? 'green'
              : card.value < 0
                ? 'orange'
                : 'gray';
  return (
    <Paper
      withBorder
      radius="md"
      px={8}
      py={4}
      style={{ opacity: isApplied ? 1 : 0.4, borderColor: `var(--mantine-color-${colour}-6)`, borderWidth: 2 }}
      data-testid="modifier-card"
      data-applied={isApplied}
    >
      <Stack gap={0} align="center">
        <Text fw={900} fz={20} c={`${colour}.7`} lh={1.1}>
          {cardFace(card)}
        </Text>
        {card.effects.length > 0 && <Text fz="xs">{card.effects.join(', ')}</Text>}
        {card.isRolling && (
          <Text fz="xs" fw={700} c="blue">
            rolling
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The newest modifier draw: every card drawn (both with advantage or disadvantage, rolling chains in order) and what it did. */
export function ModifierDraw({ draw }: { draw: ModifierDrawView | null }) {
  if (!draw)
    return (
      <Text c="dimmed" fz="sm">
        No modifier card drawn yet.
      </Text>
    );
  const applied = [...draw.applied];
  const isApplied = (card: ModifierCard) => {
    const index = applied.indexOf(card);
    const match = index >= 0 ? index : applied.findIndex((c) => c.id === card.id);
    if (match < 0) return false;
    applied.splice(match, 1);
    return true;
  };
  return (
    <Stack gap={4} data-testid="last-draw">
      <Group gap={6}>
        <Badge variant="light">{draw.deckName}</Badge>
        {draw.drawn.length > 1 && (
          <Text fz="xs" c="dimmed">
            {draw.drawn.length} cards drawn
          </Text>
        )}
      </Group>
      <Group gap={6}>
        {draw.drawn.map((card, i) => (
          <CardChip key={i} card={card} isApplied={isApplied(card)} />
        ))}
      </Group>
      {draw.results.map((r, i) => (
        <Text key={i} fz="md" fw={600} data-testid="attack-result">
          {r.target}: {r.isNull ? 'miss (null)' : `${r.attackValue} → ${r.afterModifier}, ${r.damage} damage`}
        </Text>
      ))}
    </Stack>
  );
}
