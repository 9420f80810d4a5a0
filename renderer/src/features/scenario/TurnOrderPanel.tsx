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
            const canSwap = slot.status === 'pending' && previous !== undefined && previous.status === 'pending' && previous.initiative === slot.initiative
              && typeOf(previous) !== undefined && typeOf(slot) !== undefined && typeOf(previous) !== typeOf(slot);
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
