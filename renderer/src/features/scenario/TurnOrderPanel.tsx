import { ActionIcon, Badge, Button, Card, Group, Kbd, Stack, Text } from '@mantine/core';
import { memo, useCallback } from 'react';
import type { FigureRef } from '../../../../shared/rules/scenario';
import { InitiativeEntry } from './InitiativeEntry';
import { DIMMED, PLAIN_BUTTON } from './plain-styles';
import { sameFigure, selectedOf, usePlayActions, usePlaySelect, type PlaySnapshot } from './play-context';

type Swap = 'monsters' | 'characters' | null;

/** What the panel shows, worked out from the session: the rows keep their values while nothing in them changed. */
function turnOrderOf(play: PlaySnapshot) {
  const { view } = play;
  const { state } = view;
  const selected = selectedOf(play);
  const characters = Object.values(state.characters).map(({ id, name, isExhausted, initiative }) => ({ id, name, isExhausted, initiative }));
  const typeOf = (figure: FigureRef) => (figure.kind === 'monster' ? state.monsters[figure.id]?.typeId : undefined);
  /** The cards a character played: two characters tie only when both cards match (then the party decides). */
  const cardsOf = (figure: FigureRef) => (figure.kind === 'character' ? JSON.stringify(state.characters[figure.id]?.initiative ?? null) : undefined);
  const slots = view.turnOrder.map((slot, index) => {
    const previous = view.turnOrder[index - 1];
    const isPendingTie = slot.status === 'pending' && previous !== undefined && previous.status === 'pending' && previous.initiative === slot.initiative;
    const canSwapMonsters = isPendingTie && typeOf(previous.figure) !== undefined && typeOf(slot.figure) !== undefined && typeOf(previous.figure) !== typeOf(slot.figure);
    const canSwapCharacters = isPendingTie && cardsOf(previous.figure) !== undefined && cardsOf(previous.figure) === cardsOf(slot.figure);
    const swap: Swap = canSwapCharacters ? 'characters' : canSwapMonsters ? 'monsters' : null;
    return {
      kind: slot.figure.kind,
      id: slot.figure.id,
      name: slot.name,
      initiative: slot.initiative,
      status: slot.status,
      isTied: slot.isTied,
      isSelected: sameFigure(selected, slot.figure),
      swap,
      previousName: swap ? previous?.name ?? '' : '',
    };
  });
  return {
    round: state.round,
    phase: state.phase,
    characters,
    waiting: characters.filter((c) => !c.isExhausted && c.initiative === null).length,
    hasPending: view.turnOrder.some((slot) => slot.status === 'pending'),
    hasActive: state.activeFigure !== null,
    slots,
  };
}

/** The round at a glance: initiatives to enter, then every figure in order with the current turn lit. */
export function TurnOrderPanel({ onDraw, onNext, onEndRound }: { onDraw(): void; onNext(): void; onEndRound(): void }) {
  const { store, exec, select } = usePlayActions();
  const { round, phase, characters, waiting, hasPending, hasActive, slots } = usePlaySelect(turnOrderOf);
  const isChoosing = phase === 'cardSelection';
  /**
   * Tied monster types go in the order the players choose (rules model: "Monster vs monster:
   * players decide"); characters tied on both cards in the order the party chooses (2nd ed.
   * refresher: "if still tied the party decides").
   */
  const swapWithPrevious = useCallback((index: number, swap: Swap) => {
    const { view } = store.get();
    const a = view.turnOrder[index - 1]?.figure;
    const b = view.turnOrder[index]?.figure;
    if (!a || !b) return;
    const ids = swap === 'monsters' ? [view.state.monsters[a.id]?.typeId, view.state.monsters[b.id]?.typeId] : [a.id, b.id];
    const order = [...(swap === 'monsters' ? view.state.monsterTieOrder : view.state.characterTieOrder)];
    const i = order.indexOf(ids[0] ?? '');
    const j = order.indexOf(ids[1] ?? '');
    if (i < 0 || j < 0) return;
    [order[i], order[j]] = [order[j]!, order[i]!];
    void exec(swap === 'monsters' ? { type: 'SetMonsterTieOrder', typeIds: order } : { type: 'SetCharacterTieOrder', characterIds: order });
  }, [store, exec]);
  return (
    <Card withBorder padding="sm" h="100%" data-testid="turn-order">
      <Stack gap="xs" h="100%">
        <Group justify="space-between">
          <Text fw={800} fz="lg">Round {round}</Text>
          <Badge size="lg" variant="light" color={isChoosing ? 'blue' : phase === 'ended' ? 'gray' : 'green'}>
            {isChoosing ? 'choose cards' : phase === 'ended' ? 'ended' : 'turns'}
          </Badge>
        </Group>
        {isChoosing && <InitiativeEntry characters={characters} />}
        <div style={LIST_STYLE}>
          {slots.map((slot, index) => <TurnSlotRow key={`${slot.kind}:${slot.id}`} index={index} {...slot} onSelect={select} onSwap={swapWithPrevious} />)}
        </div>
        {isChoosing ? (
          <Button size="xl" onClick={onDraw} disabled={waiting > 0} data-testid="draw">
            Draw <Kbd ml="xs">D</Kbd>
          </Button>
        ) : phase === 'turns' ? (
          hasPending || hasActive ? (
            <Button size="xl" color="green" onClick={onNext} data-testid="next-turn">
              {hasActive ? (hasPending ? 'Next turn' : 'End turn') : 'Start turn'} <Kbd ml="xs">N</Kbd>
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

const LIST_STYLE: React.CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4, flex: 1, overflow: 'hidden' };
const ROW_STYLE: React.CSSProperties = { display: 'flex', alignItems: 'center', gap: 4 };
const INITIATIVE_STYLE: React.CSSProperties = { fontWeight: 900, fontSize: 22, width: 34, textAlign: 'right', flexShrink: 0 };
const NAME_STYLE: React.CSSProperties = { flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 'var(--mantine-font-size-md)' };

interface TurnSlotRowProps {
  index: number;
  kind: FigureRef['kind'];
  id: string;
  name: string;
  initiative: number;
  status: 'done' | 'active' | 'pending';
  isTied: boolean;
  isSelected: boolean;
  swap: Swap;
  previousName: string;
  onSelect(figure: FigureRef): void;
  onSwap(index: number, swap: Swap): void;
}

/**
 * One figure in the order. Plain elements rather than Mantine's: a draw adds a row per figure at
 * once, and each Mantine component costs time to mount.
 */
const TurnSlotRow = memo(function TurnSlotRow({ index, kind, id, name, initiative, status, isTied, isSelected, swap, previousName, onSelect, onSwap }: TurnSlotRowProps) {
  return (
    <div style={ROW_STYLE}>
      <button
        type="button"
        onClick={() => onSelect({ kind, id })}
        data-testid={`slot-${id}`}
        data-status={status}
        style={{
          ...PLAIN_BUTTON,
          borderRadius: 8,
          padding: '4px 8px',
          background: status === 'active' ? 'var(--mantine-color-green-light)' : isSelected ? 'var(--mantine-color-blue-light)' : 'transparent',
          flex: 1,
          minWidth: 0,
          border: status === 'active' ? '2px solid var(--mantine-color-green-6)' : '2px solid transparent',
          opacity: status === 'done' ? 0.45 : 1,
          display: 'flex',
          alignItems: 'center',
          gap: 'var(--mantine-spacing-sm)',
        }}
      >
        <span style={INITIATIVE_STYLE} data-testid="slot-initiative">{initiative}</span>
        <span style={{ ...NAME_STYLE, fontWeight: kind === 'character' ? 800 : 600, fontStyle: kind === 'summon' ? 'italic' : undefined }}>{name}</span>
        {kind === 'summon' && <span style={{ ...DIMMED, fontSize: 'var(--mantine-font-size-xs)' }}>summon</span>}
        {isTied && <Badge size="sm" color="orange" variant="outline" title="Another figure has the same initiative">tie</Badge>}
        {status === 'done' && <span style={{ ...DIMMED, fontSize: 'var(--mantine-font-size-sm)' }}>done</span>}
      </button>
      {swap && (
        <ActionIcon
          variant="light"
          color="orange"
          size="lg"
          aria-label={`Let ${name} act before ${previousName}`}
          title={swap === 'characters' ? 'Tied on both cards: the party decides who goes first' : 'Tied: swap the order of these monster types'}
          onClick={() => onSwap(index, swap)}
          data-testid={`swap-${id}`}
        >
          ⇅
        </ActionIcon>
      )}
    </div>
  );
});
