import { Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PlaySnapshot } from './play-context';
import { usePlayActions, usePlaySelect } from './play-context';
import { CommandLock } from '../table/PlaySeatLocks';

/** Whose long rest is the turn now, and whether it is taken; null when no resting character's turn is on. */
const longRestOf = ({ view }: PlaySnapshot) => {
  const { state } = view;
  const active = state.phase === 'turns' ? state.activeFigure : null;
  const character = active?.kind === 'character' ? state.characters[active.id] : undefined;
  if (character === undefined || character.initiative?.kind !== 'longRest') return null;
  return { name: character.name, edition: state.edition, isTaken: (state.turnSteps ?? []).includes('longRest') };
};

/** The cleanup at the end of a round: who may still short rest. */
const shortRestOf = ({ view }: PlaySnapshot) => {
  const { state } = view;
  const isCleanup = state.phase === 'turns' && state.activeFigure === null && !view.turnOrder.some((slot) => slot.status === 'pending');
  if (!isCleanup) return null;
  const rested = state.shortRestedThisRound ?? [];
  return Object.values(state.characters)
    .filter((c) => !c.isExhausted)
    .map((c) => ({ id: c.id, name: c.name, hasRested: rested.includes(c.id) }));
};

/**
 * Rests (1st ed. rulebook p. 17; 2nd ed. rulebook p. 36; the rule is in
 * shared/rules/scenario/decide-rests.ts): on a long-resting character's turn the app offers the
 * heal and the refresh (the 2nd edition lets the player skip either); the card lost is the
 * player's own choice at the table. At the end of the round each character may short rest.
 */
export function RestPanel() {
  const longRest = usePlaySelect(longRestOf);
  const shortRest = usePlaySelect(shortRestOf);
  if (longRest)
    return (
      <CommandLock command={{ type: 'LongRest' }}>
        <LongRestCard {...longRest} />
      </CommandLock>
    );
  if (shortRest && shortRest.length > 0) return <ShortRestCard characters={shortRest} />;
  return null;
}

function LongRestCard({ name, edition, isTaken }: { name: string; edition: 'gh1' | 'gh2'; isTaken: boolean }) {
  const { exec } = usePlayActions();
  const [heal, setHeal] = useState(true);
  const [refresh, setRefresh] = useState(true);
  return (
    <Card withBorder padding="sm" data-testid="long-rest">
      <Stack gap={6}>
        <Text fw={700}>{name} long rests</Text>
        <Text fz="sm">Lose one card of your choice from your discard pile and take the others back into your hand.</Text>
        {isTaken ? (
          <Text fz="sm" c="dimmed" data-testid="long-rest-taken">
            The rest is taken; end the turn.
          </Text>
        ) : edition === 'gh1' ? (
          <>
            <Text fz="sm">The rest also heals 2 and refreshes every spent item.</Text>
            <Button size="md" mih={44} onClick={() => void exec({ type: 'LongRest' })} data-testid="take-long-rest">
              Take the long rest
            </Button>
          </>
        ) : (
          <>
            <Checkbox size="md" label="Heal 2" checked={heal} onChange={(e) => setHeal(e.currentTarget.checked)} data-testid="rest-heal" />
            <Checkbox
              size="md"
              label="Refresh spent items"
              checked={refresh}
              onChange={(e) => setRefresh(e.currentTarget.checked)}
              data-testid="rest-refresh"
            />
            <Button
              size="md"
              mih={44}
              onClick={() => void exec({ type: 'LongRest', heal, refreshItems: refresh })}
              data-testid="take-long-rest"
            >
              Take the long rest
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

function ShortRestCard({ characters }: { characters: { id: string; name: string; hasRested: boolean }[] }) {
  const { exec } = usePlayActions();
  return (
    <Card withBorder padding="sm" data-testid="short-rest">
      <Stack gap={6}>
        <Text fw={700}>Short rests</Text>
        <Text fz="sm">
          Shuffle the discard pile and lose one card at random; to keep it, suffer 1 damage and lose another one at random.
        </Text>
        {characters.map((c) =>
          c.hasRested ? (
            <Text key={c.id} fz="sm" c="dimmed">
              {c.name} short rested.
            </Text>
          ) : (
            <CommandLock key={c.id} command={{ type: 'ShortRest', characterId: c.id }}>
              <Group gap={6} wrap="wrap">
                <Button
                  size="md"
                  mih={44}
                  variant="light"
                  onClick={() => void exec({ type: 'ShortRest', characterId: c.id })}
                  data-testid={`short-rest-${c.id}`}
                >
                  {c.name} rests
                </Button>
                <Button
                  size="md"
                  mih={44}
                  variant="default"
                  onClick={() => void exec({ type: 'ShortRest', characterId: c.id, sufferDamageToKeep: true })}
                >
                  … keeps the card (1 damage)
                </Button>
              </Group>
            </CommandLock>
          ),
        )}
      </Stack>
    </Card>
  );
}
