import { ActionIcon, Badge, Button, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SummonTile } from './FigureTile';
import { ConditionIcon } from './icons';
import { sameFigure, selectedOf, usePlayActions, usePlaySelect, type PlaySnapshot } from '../../common/play/play-context';
import { usePlayReason } from '../../common/table/PlaySeatLocks';
import { SeatLock } from '../../common/table/seat';

const characterIdsOf = ({ view }: PlaySnapshot) => Object.keys(view.state.characters);

/**
 * The characters side by side: hit points, experience and money tokens at a tap; tap the name to
 * select; their summons beneath. `firstId` (this device's own character, at a paired table) goes
 * first; `exceptId` is left out where the screen shows that character elsewhere.
 */
export function PartyStrip({
  onAddSummon,
  firstId = null,
  exceptId = null,
}: {
  onAddSummon(ownerId: string): void;
  firstId?: string | null;
  exceptId?: string | null;
}) {
  const ids = partyOrder(usePlaySelect(characterIdsOf), firstId).filter((id) => id !== exceptId);
  return (
    <div className="haven-play-party" data-testid="party">
      {ids.map((id) => (
        <CharacterCard key={id} id={id} onAddSummon={onAddSummon} />
      ))}
    </div>
  );
}

/** The party in the session's order, with `firstId` (when it is one of them) moved to the front. */
export function partyOrder(ids: readonly string[], firstId: string | null): string[] {
  return firstId !== null && ids.includes(firstId) ? [firstId, ...ids.filter((id) => id !== firstId)] : [...ids];
}

/** One character; renders again only when the character, its summons, or whether it acts or is selected changed. */
export const CharacterCard = memo(function CharacterCard({ id, onAddSummon }: { id: string; onAddSummon(ownerId: string): void }) {
  const { t } = useTranslation();
  const { exec, select } = usePlayActions();
  const c = usePlaySelect((play) => play.view.state.characters[id]);
  const ref = { kind: 'character' as const, id };
  const isActive = usePlaySelect((play) => sameFigure(play.view.state.activeFigure, ref));
  const isSelected = usePlaySelect((play) => sameFigure(selectedOf(play), ref));
  const goldPerMoneyToken = usePlaySelect((play) => play.view.state.level.goldPerMoneyToken);
  // A player's device: another character's controls are greyed out, with the host's reason (issue 17).
  const reason = usePlayReason({ type: 'SufferDamage', figure: ref, amount: 1, source: 'other' });
  if (!c) return null;
  return (
    <Paper
      withBorder
      p={6}
      radius="md"
      data-testid={`character-${c.id}`}
      style={{
        borderColor: isActive ? 'var(--mantine-color-green-6)' : isSelected ? 'var(--mantine-color-blue-5)' : undefined,
        borderWidth: isActive || isSelected ? 2 : 1,
      }}
    >
      <UnstyledButton onClick={() => select(ref)} w="100%">
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
            {/* The name wraps rather than ending in "…" (several classes' names share a first word). */}
            <Text fw={800} lh={1.2} style={{ overflowWrap: 'break-word', minWidth: 0 }}>
              {c.name}
            </Text>
            {c.isExhausted && (
              <Badge color={c.isDead ? 'red' : 'gray'} size="xs">
                {t(c.isDead ? 'play.party.died' : 'play.party.exhausted')}
              </Badge>
            )}
            {c.conditions.map((t) => (
              <ConditionIcon key={t.name} condition={t.name} size={16} />
            ))}
          </Group>
          <Text fw={800} fz="lg" data-testid={`hp-${c.id}`} style={{ whiteSpace: 'nowrap' }}>
            {c.health}
            <Text span c="dimmed" fz="sm">
              /{c.maxHealth}
            </Text>
          </Text>
        </Group>
      </UnstyledButton>
      <SeatLock reason={reason}>
        <Group gap={4} wrap="nowrap" mt={4} justify="space-between">
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              size="lg"
              variant="light"
              color="red"
              aria-label={t('play.party.damage', { name: c.name })}
              onClick={() => void exec({ type: 'SufferDamage', figure: ref, amount: 1, source: 'other' })}
            >
              −
            </ActionIcon>
            <ActionIcon
              size="lg"
              variant="light"
              color="teal"
              aria-label={t('play.party.heal', { name: c.name })}
              onClick={() => void exec({ type: 'Heal', figure: ref, amount: 1 })}
            >
              +
            </ActionIcon>
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              size="lg"
              variant="default"
              aria-label={t('play.party.experience', { name: c.name })}
              title={reason ?? t('play.party.experienceHint')}
              onClick={() => void exec({ type: 'GainExperience', characterId: c.id, amount: 1 })}
              data-testid={`xp-${c.id}`}
            >
              <Text fz={11} fw={700}>
                {t('play.party.xp')}
              </Text>
            </ActionIcon>
            <Text fz="sm" fw={700} miw={16} data-testid={`xp-value-${c.id}`}>
              {c.experience}
            </Text>
            <ActionIcon
              size="lg"
              variant="default"
              aria-label={t('play.party.loot', { name: c.name })}
              title={reason ?? t('play.party.lootHint')}
              onClick={() => void exec({ type: 'LootMoneyTokens', characterId: c.id, count: 1 })}
              data-testid={`loot-${c.id}`}
            >
              <Text fz={11} fw={700}>
                $
              </Text>
            </ActionIcon>
            <Text
              fz="sm"
              fw={700}
              miw={12}
              data-testid={`loot-value-${c.id}`}
              title={t('play.party.lootGold', { count: c.moneyTokens, gold: c.moneyTokens * goldPerMoneyToken })}
            >
              {c.moneyTokens}
            </Text>
          </Group>
        </Group>
      </SeatLock>
      <Summons ownerId={c.id} ownerName={c.name} canSummon={!c.isExhausted} onAddSummon={onAddSummon} />
    </Paper>
  );
});

const summonsOf = (ownerId: string) => (play: PlaySnapshot) => {
  const selected = selectedOf(play);
  const active = play.view.state.activeFigure;
  return {
    round: play.view.state.round,
    summons: Object.values(play.view.state.summons).filter((s) => s.ownerId === ownerId),
    selectedId: selected?.kind === 'summon' ? selected.id : null,
    activeId: active?.kind === 'summon' ? active.id : null,
  };
};

/** A character's summons as tiles (damage and conditions through the figure panel, like a standee), and a button to add one. */
function Summons({
  ownerId,
  ownerName,
  canSummon,
  onAddSummon,
}: {
  ownerId: string;
  ownerName: string;
  canSummon: boolean;
  onAddSummon(ownerId: string): void;
}) {
  const { t } = useTranslation();
  const { select } = usePlayActions();
  const { round, summons, selectedId, activeId } = usePlaySelect(summonsOf(ownerId));
  const summonReason = usePlayReason({ type: 'AddSummon', ownerId, name: 'summon', maxHealth: 1 });
  if (!canSummon && summons.length === 0) return null;
  return (
    <Group gap={6} mt={6} align="stretch">
      {summons.map((summon) => (
        <SummonTile
          key={summon.id}
          summon={summon}
          round={round}
          isSelected={selectedId === summon.id}
          isActive={activeId === summon.id}
          onSelect={select}
        />
      ))}
      {canSummon && (
        <SeatLock reason={summonReason}>
          <Button
            size="compact-sm"
            variant="light"
            color="grape"
            onClick={() => onAddSummon(ownerId)}
            aria-label={t('play.party.addSummon', { name: ownerName })}
            title={summonReason ?? t('play.party.addSummonHint')}
            data-testid={`add-summon-${ownerId}`}
            style={{ alignSelf: 'center' }}
          >
            {t('play.party.summon')}
          </Button>
        </SeatLock>
      )}
    </Group>
  );
}
