import { ActionIcon, Badge, Button, Card, Group, Kbd, Stack, Text, UnstyledButton } from '@mantine/core';
import { InitiativeEntry } from './InitiativeEntry';
import { sameFigure, usePlay } from './play-context';

/** The round at a glance: initiatives to enter, then every figure in order with the current turn lit. */
export function TurnOrderPanel({ onDraw, onNext, onEndRound }: { onDraw(): void; onNext(): void; onEndRound(): void }) {
  const { view, exec, select, selected } = usePlay();
  const { state } = view;
  const characters = Object.values(state.characters);
  const isChoosing = state.phase === 'cardSelection';
  const waiting = characters.filter((c) => !c.isExhausted && c.initiative === null).length;
  const pending = view.turnOrder.some((slot) => slot.status === 'pending');
  const typeOf = (slot: (typeof view.turnOrder)[number]) => (slot.figure.kind === 'monster' ? state.monsters[slot.figure.id]?.typeId : undefined);
  /** Tied monster types go in the order the players choose (rules model: "Monster vs monster: players decide"). */
  const swapWithPrevious = (index: number) => {
    const a = typeOf(view.turnOrder[index - 1]!);
    const b = typeOf(view.turnOrder[index]!);
    if (!a || !b) return;
    const order = [...state.monsterTieOrder];
    const i = order.indexOf(a);
    const j = order.indexOf(b);
    if (i < 0 || j < 0) return;
    [order[i], order[j]] = [order[j]!, order[i]!];
    void exec({ type: 'SetMonsterTieOrder', typeIds: order });
  };
  /** The cards a character played: two characters tie only when both cards match (then the party decides). */
  const cardsOf = (slot: (typeof view.turnOrder)[number]) =>
    slot.figure.kind === 'character' ? JSON.stringify(state.characters[slot.figure.id]?.initiative ?? null) : undefined;
  /** Characters tied on both cards go in the order the party chooses (2nd ed. refresher: "if still tied the party decides"). */
  const swapCharacters = (index: number) => {
    const a = view.turnOrder[index - 1]!.figure.id;
    const b = view.turnOrder[index]!.figure.id;
    const order = [...state.characterTieOrder];
    const i = order.indexOf(a);
    const j = order.indexOf(b);
    if (i < 0 || j < 0) return;
    [order[i], order[j]] = [order[j]!, order[i]!];
    void exec({ type: 'SetCharacterTieOrder', characterIds: order });
  };
  return (
    <Card withBorder padding="sm" h="100%" data-testid="turn-order">
      <Stack gap="xs" h="100%">
        <Group justify="space-between">
          <Text fw={800} fz="lg">Round {state.round}</Text>
          <Badge size="lg" variant="light" color={isChoosing ? 'blue' : state.phase === 'ended' ? 'gray' : 'green'}>
            {isChoosing ? 'choose cards' : state.phase === 'ended' ? 'ended' : 'turns'}
          </Badge>
        </Group>
        {isChoosing && <InitiativeEntry characters={characters} />}
        <Stack gap={4} style={{ flex: 1, overflow: 'hidden' }}>
          {view.turnOrder.map((slot, index) => {
            const previous = view.turnOrder[index - 1];
            const isPendingTie = slot.status === 'pending' && previous !== undefined && previous.status === 'pending' && previous.initiative === slot.initiative;
            const canSwap = isPendingTie && typeOf(previous) !== undefined && typeOf(slot) !== undefined && typeOf(previous) !== typeOf(slot);
            const canSwapCharacters = isPendingTie && cardsOf(previous) !== undefined && cardsOf(previous) === cardsOf(slot);
            return (
            <Group key={`${slot.figure.kind}:${slot.figure.id}`} gap={4} wrap="nowrap">
            <UnstyledButton
              onClick={() => select(slot.figure)}
              data-testid={`slot-${slot.figure.id}`}
              data-status={slot.status}
              style={{
                borderRadius: 8,
                padding: '4px 8px',
                background: slot.status === 'active' ? 'var(--mantine-color-green-light)' : sameFigure(selected, slot.figure) ? 'var(--mantine-color-blue-light)' : undefined,
                flex: 1,
                border: slot.status === 'active' ? '2px solid var(--mantine-color-green-6)' : '2px solid transparent',
                opacity: slot.status === 'done' ? 0.45 : 1,
              }}
            >
              <Group gap="sm" wrap="nowrap">
                <Text fw={900} fz={22} w={34} ta="right">{slot.initiative}</Text>
                <Text fw={slot.figure.kind === 'character' ? 800 : 600} fz="md" truncate style={{ flex: 1 }}>{slot.name}</Text>
                {slot.isTied && <Badge size="sm" color="orange" variant="outline" title="Another figure has the same initiative">tie</Badge>}
                {slot.status === 'done' && <Text fz="sm" c="dimmed">done</Text>}
              </Group>
            </UnstyledButton>
            {canSwapCharacters && (
              <ActionIcon variant="light" color="orange" size="lg" aria-label={`Let ${slot.name} act before ${previous.name}`} title="Tied on both cards: the party decides who goes first" onClick={() => swapCharacters(index)} data-testid={`swap-${slot.figure.id}`}>⇅</ActionIcon>
            )}
            {canSwap && (
              <ActionIcon variant="light" color="orange" size="lg" aria-label={`Let ${slot.name} act before ${previous.name}`} title="Tied: swap the order of these monster types" onClick={() => swapWithPrevious(index)} data-testid={`swap-${slot.figure.id}`}>⇅</ActionIcon>
            )}
            </Group>
            );
          })}
        </Stack>
        {isChoosing ? (
          <Button size="xl" onClick={onDraw} disabled={waiting > 0} data-testid="draw">
            Draw <Kbd ml="xs">D</Kbd>
          </Button>
        ) : state.phase === 'turns' ? (
          pending || state.activeFigure ? (
            <Button size="xl" color="green" onClick={onNext} data-testid="next-turn">
              {state.activeFigure ? (pending ? 'Next turn' : 'End turn') : 'Start turn'} <Kbd ml="xs">N</Kbd>
            </Button>
          ) : (
            <Button size="xl" color="orange" onClick={onEndRound} data-testid="end-round">
              End round <Kbd ml="xs">E</Kbd>
            </Button>
          )
        ) : null}
        {isChoosing && waiting > 0 && <Text fz="sm" c="dimmed" ta="center">{waiting} initiative{waiting > 1 ? 's' : ''} to enter</Text>}
      </Stack>
    </Card>
  );
}
