import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ModifierDrawView } from '@shared/ipc/scenario-types';
import type { ModifierCard } from '@shared/rules/scenario';
import { deckWord, effectWord } from './game-words';

/**
 * A card's face as the reader names it: Bless, Curse, Null and ×2 by their names in words, the
 * others by their value (issue 29: "∅ null" and "FLUCH ∅" read as code or a lone symbol).
 */
function cardFace(card: ModifierCard, t: TFunction): string {
  if (card.id === 'bless') return t('play.modifier.bless');
  if (card.id === 'curse') return t('play.modifier.curse');
  if (card.kind === 'double') return t('play.modifier.double');
  if (card.kind === 'null') return t('play.modifier.null');
  return `${card.value >= 0 ? '+' : ''}${card.value}`;
}

/** What a special card does, in words beneath its name: null and curse deal no damage, ×2 and bless double it (1st ed. rulebook pp. 4–5, "Attack Modifier Cards"). */
function cardDoes(card: ModifierCard, t: TFunction): string | null {
  if (card.kind === 'null') return t('play.modifier.noDamage');
  if (card.kind === 'double') return t('play.modifier.doubleDamage');
  return null;
}

/** A drawn modifier card: value, effects, the rolling mark; cards that did not apply are faded. */
function CardChip({ card, isApplied }: { card: ModifierCard; isApplied: boolean }) {
  const { t } = useTranslation();
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
          {cardFace(card, t)}
        </Text>
        {cardDoes(card, t) && <Text fz="xs">{cardDoes(card, t)}</Text>}
        {card.effects.length > 0 && <Text fz="xs">{card.effects.map((effect) => effectWord(t, effect)).join(', ')}</Text>}
        {card.isRolling && (
          <Text fz="xs" fw={700} c="blue">
            {t('play.modifier.rolling')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The newest modifier draw: every card drawn (both with advantage or disadvantage, rolling chains in order) and what it did. */
export function ModifierDraw({ draw }: { draw: ModifierDrawView | null }) {
  const { t } = useTranslation();
  if (!draw)
    return (
      <Text c="dimmed" fz="sm">
        {t('play.modifier.none')}
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
        <Badge variant="light">{deckWord(t, draw.deck, draw.deckName)}</Badge>
        {draw.drawn.length > 1 && (
          <Text fz="xs" c="dimmed">
            {t('play.modifier.drawn', { count: draw.drawn.length })}
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
          {r.isNull
            ? t('play.modifier.miss', { target: r.target })
            : r.isNegated
              ? t('play.modifier.resultNegated', { target: r.target, attack: r.attackValue, after: r.afterModifier, damage: r.damage })
              : r.beforeWard !== undefined
                ? t('play.modifier.resultWarded', {
                    target: r.target,
                    attack: r.attackValue,
                    after: r.afterModifier,
                    damage: r.damage,
                    beforeWard: r.beforeWard,
                  })
                : t('play.modifier.result', { target: r.target, attack: r.attackValue, after: r.afterModifier, damage: r.damage })}
        </Text>
      ))}
    </Stack>
  );
}
