import { ActionIcon, Badge, Button, Card, Group, Kbd, Stack, Text } from '@mantine/core';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FigureRef, ScenarioCommandInput } from '@shared/rules/scenario';
import { InitiativeEntry } from './InitiativeEntry';
import { DIMMED, PLAIN_BUTTON } from './plain-styles';
import { sameFigure, selectedOf, usePlayActions, usePlaySelect, type PlaySnapshot } from '../../common/play/play-context';
import { CommandLock, usePlayReason } from '../../common/table/PlaySeatLocks';
import { SeatLock, useSeat } from '../../common/table/seat';

type Swap = 'monsters' | 'characters' | null;

/** A figure in a row of the order: its own slot (a tap selects it), lit while it acts. */
interface RowFigure {
  id: string;
  /** The standee's number in a monster type's row; the figure's name otherwise. */
  label: string;
  rank: 'normal' | 'elite' | 'boss' | null;
  status: 'done' | 'active' | 'pending';
  isSelected: boolean;
}

/**
 * What the panel shows, worked out from the session: the rows keep their values while nothing in
 * them changed. A monster type's standees share one row, as they share one initiative card on the
 * physical track (1st ed. rulebook p. 18 "Determining Initiative": one ability card per monster
 * type; the standees act in the type's turn).
 */
function turnOrderOf(play: PlaySnapshot) {
  const { view } = play;
  const { state } = view;
  const selected = selectedOf(play);
  // A character whose hand Haven keeps takes its initiative from the leading card chosen in its
  // hand (modules/hand-commands.ts): no number to type for it.
  const isKept = (id: string) => state.hands?.[id] !== undefined;
  const characters = Object.values(state.characters)
    .filter(({ id }) => !isKept(id))
    .map(({ id, name, isExhausted, initiative }) => ({ id, name, isExhausted, initiative }));
  const fromHand = Object.values(state.characters)
    .filter(({ id, isExhausted }) => isKept(id) && !isExhausted)
    .map(({ id, name }) => ({ id, name }));
  const typeOf = (figure: FigureRef) => (figure.kind === 'monster' ? state.monsters[figure.id]?.typeId : undefined);
  /** The cards a character played: two characters tie only when both cards match (then the party decides). */
  const cardsOf = (figure: FigureRef) =>
    figure.kind === 'character' ? JSON.stringify(state.characters[figure.id]?.initiative ?? null) : undefined;
  const rows: Array<{
    kind: FigureRef['kind'];
    typeId: string | undefined;
    name: string;
    initiative: number;
    isTied: boolean;
    figures: RowFigure[];
    first: FigureRef;
    swap: Swap;
    previousName: string;
  }> = [];
  for (const slot of view.turnOrder) {
    const typeId = typeOf(slot.figure);
    const standee = slot.figure.kind === 'monster' ? state.monsters[slot.figure.id] : undefined;
    const figure: RowFigure = {
      id: slot.figure.id,
      label: standee ? String(standee.number) : slot.name,
      rank: standee?.rank ?? null,
      status: slot.status,
      isSelected: sameFigure(selected, slot.figure),
    };
    const last = rows[rows.length - 1];
    if (last !== undefined && typeId !== undefined && last.typeId === typeId && last.initiative === slot.initiative) {
      last.figures.push(figure);
      last.isTied ||= slot.isTied;
      continue;
    }
    const isPendingTie =
      slot.status === 'pending' &&
      last !== undefined &&
      last.figures.every((f) => f.status === 'pending') &&
      last.initiative === slot.initiative;
    const canSwapMonsters = isPendingTie && last.typeId !== undefined && typeId !== undefined && last.typeId !== typeId;
    const canSwapCharacters = isPendingTie && cardsOf(last.first) !== undefined && cardsOf(last.first) === cardsOf(slot.figure);
    const swap: Swap = canSwapCharacters ? 'characters' : canSwapMonsters ? 'monsters' : null;
    rows.push({
      kind: slot.figure.kind,
      typeId,
      name: typeId !== undefined ? (state.monsterTypes?.[typeId]?.name ?? slot.name) : slot.name,
      initiative: slot.initiative,
      isTied: slot.isTied,
      figures: [figure],
      first: slot.figure,
      swap,
      previousName: swap && last ? last.name : '',
    });
  }
  return {
    round: state.round,
    phase: state.phase,
    characters,
    fromHand,
    activeKey: state.activeFigure ? `${state.activeFigure.kind}:${state.activeFigure.id}` : null,
    rows: rows.map(({ typeId: _typeId, first, ...row }) => ({
      ...row,
      firstKind: first.kind,
      firstId: first.id,
      isGroup: _typeId !== undefined,
    })),
  };
}

/**
 * Scrolls the order's list (and only it) so the figure acting now is in view. The hook makes the
 * list's ref itself: the element it scrolls is its own, not one handed in.
 */
function useActiveInView(activeKey: string | null) {
  const list = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const box = list.current;
    const active = box?.querySelector('[data-status="active"]');
    if (!box || !active) return;
    const outer = box.getBoundingClientRect();
    const inner = active.getBoundingClientRect();
    if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top;
    else if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom;
  }, [activeKey]);
  return list;
}

/** The round at a glance: initiatives to enter, then every figure in order with the current turn lit. */
export function TurnOrderPanel({
  onDraw,
  onNext,
  onEndRound,
  isButtonShown = true,
}: {
  onDraw(): void;
  onNext(): void;
  onEndRound(): void;
  /** False where the screen shows the round's button elsewhere (a phone keeps it always in view). */
  isButtonShown?: boolean;
}) {
  const { t } = useTranslation();
  const { store, exec, select } = usePlayActions();
  const { round, phase, characters, fromHand, activeKey, rows } = usePlaySelect(turnOrderOf);
  const list = useActiveInView(activeKey);
  const isChoosing = phase === 'cardSelection';
  /**
   * Tied monster types go in the order the players choose (rules model: "Monster vs monster:
   * players decide"); characters tied on both cards in the order the party chooses (2nd ed.
   * refresher: "if still tied the party decides").
   */
  const swapWithPrevious = useCallback(
    (figure: FigureRef, swap: Swap) => {
      const { view } = store.get();
      // The figure before this row's first: the last of the row above (a whole monster type).
      const index = view.turnOrder.findIndex((slot) => sameFigure(slot.figure, figure));
      const a = view.turnOrder[index - 1]?.figure;
      const b = view.turnOrder[index]?.figure;
      if (!a || !b) return;
      const ids = swap === 'monsters' ? [view.state.monsters[a.id]?.typeId, view.state.monsters[b.id]?.typeId] : [a.id, b.id];
      const order = [...(swap === 'monsters' ? view.state.monsterTieOrder : view.state.characterTieOrder)];
      const i = order.indexOf(ids[0] ?? '');
      const j = order.indexOf(ids[1] ?? '');
      if (i < 0 || j < 0) return;
      [order[i], order[j]] = [order[j]!, order[i]!];
      void exec(
        swap === 'monsters' ? { type: 'SetMonsterTieOrder', typeIds: order } : { type: 'SetCharacterTieOrder', characterIds: order },
      );
    },
    [store, exec],
  );
  return (
    <Card withBorder padding="sm" data-testid="turn-order">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={800} fz="lg">
            {t('play.turnOrder.round', { round })}
          </Text>
          <Badge size="lg" variant="light" color={isChoosing ? 'blue' : phase === 'ended' ? 'gray' : 'green'}>
            {t(isChoosing ? 'play.turnOrder.choosing' : phase === 'ended' ? 'play.turnOrder.ended' : 'play.turnOrder.turns')}
          </Badge>
        </Group>
        {isChoosing && characters.length > 0 && <InitiativeEntry characters={characters} />}
        {isChoosing &&
          fromHand.map(({ id, name }) => (
            <Text key={id} fz="sm" c="dimmed" data-testid="initiative-from-hand">
              {t('play.hand.fromHand', { name })}
            </Text>
          ))}
        {/* Above the order, not below it: a long order never pushes it out of view (issue 16, 1024×768). */}
        {isButtonShown && <RoundButton onDraw={onDraw} onNext={onNext} onEndRound={onEndRound} />}
        <div style={LIST_STYLE} ref={list}>
          {rows.map((row) => (
            <TurnRow key={`${row.firstKind}:${row.firstId}`} {...row} onSelect={select} onSwap={swapWithPrevious} />
          ))}
        </div>
      </Stack>
    </Card>
  );
}

const roundStepOf = ({ view }: PlaySnapshot) => {
  const { state } = view;
  return {
    phase: state.phase,
    waiting: Object.values(state.characters).filter((c) => !c.isExhausted && c.initiative === null).length,
    hasPending: view.turnOrder.some((slot) => slot.status === 'pending'),
    hasActive: state.activeFigure !== null,
  };
};

/**
 * The command the round's button sends first: the draw, ending the turn on now, starting the next,
 * or the end of the round. On a player's device it is live only for the player's own turn (issue 17).
 */
function roundCommandOf(play: PlaySnapshot): ScenarioCommandInput | null {
  const { phase, hasPending, hasActive } = roundStepOf(play);
  if (phase === 'cardSelection') return { type: 'DrawMonsterAbilityCards' };
  if (phase !== 'turns') return null;
  return hasActive ? { type: 'EndTurn' } : hasPending ? { type: 'StartTurn' } : { type: 'EndRound' };
}

/** What moves the round on: draw once every initiative is in, then the next turn, then the end of the round. */
export const RoundButton = memo(function RoundButton(props: Parameters<typeof RoundStep>[0]) {
  return (
    <CommandLock command={roundCommandOf}>
      <RoundStep {...props} />
    </CommandLock>
  );
});

const RoundStep = memo(function RoundStep({
  onDraw,
  onNext,
  onEndRound,
  size = 'xl',
  hasKeyHint = true,
}: {
  onDraw(): void;
  onNext(): void;
  onEndRound(): void;
  size?: 'lg' | 'xl';
  /** The key beside the word; a phone has no keyboard to press it on. */
  hasKeyHint?: boolean;
}) {
  const { t } = useTranslation();
  const { phase, waiting, hasPending, hasActive } = usePlaySelect(roundStepOf);
  // A player's device ends its own turn only: the next is started by the game master (or by itself when its own).
  const isPlayer = useSeat()?.kind === 'player';
  if (phase === 'cardSelection')
    return (
      <Stack gap={2}>
        {/* Narrow sides: the word and its key fit a tablet's column in German ("Aufdecken D", issue 29). */}
        <Button size={size} px="sm" onClick={onDraw} disabled={waiting > 0} data-testid="draw">
          {t('play.turnOrder.draw')}{' '}
          {hasKeyHint && (
            <Kbd ml="xs" translate="no">
              D
            </Kbd>
          )}
        </Button>
        {waiting > 0 && (
          <Text fz="sm" c="dimmed" ta="center">
            {t('play.turnOrder.waiting', { count: waiting })}
          </Text>
        )}
      </Stack>
    );
  if (phase !== 'turns') return null;
  return hasPending || hasActive ? (
    <Button size={size} color="green" onClick={onNext} data-testid="next-turn">
      {t(hasActive ? (hasPending && !isPlayer ? 'play.turnOrder.nextTurn' : 'play.turnOrder.endTurn') : 'play.turnOrder.startTurn')}{' '}
      {hasKeyHint && (
        <Kbd ml="xs" translate="no">
          N
        </Kbd>
      )}
    </Button>
  ) : (
    <Button size={size} color="orange" onClick={onEndRound} data-testid="end-round">
      {t('play.turnOrder.endRound')}{' '}
      {hasKeyHint && (
        <Kbd ml="xs" translate="no">
          E
        </Kbd>
      )}
    </Button>
  );
});

/** Every row shows at the sizes of a table; a very long order scrolls downwards within the panel. */
const LIST_STYLE: React.CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  maxHeight: 'max(280px, 100vh - 260px)',
  overflowY: 'auto',
  overflowX: 'hidden',
};
const ROW_STYLE: React.CSSProperties = { display: 'flex', alignItems: 'center', gap: 4 };
const INITIATIVE_STYLE: React.CSSProperties = { fontWeight: 900, fontSize: 22, width: 34, textAlign: 'right', flexShrink: 0 };
/** A name wraps rather than ending in "…": in a narrow column beside a tie badge it is still read whole. */
const NAME_STYLE: React.CSSProperties = {
  flex: '1 1 60px',
  minWidth: 0,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  lineHeight: 1.2,
  textAlign: 'left',
  fontSize: 'var(--mantine-font-size-md)',
};
const ROW_BOX: React.CSSProperties = {
  borderRadius: 8,
  padding: '4px 8px',
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--mantine-spacing-sm)',
};
const CHIP_STYLE: React.CSSProperties = {
  height: 34,
  borderRadius: 8,
  fontWeight: 800,
  fontSize: 'var(--mantine-font-size-md)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
};

/** The commands a tie's arrows send, as the permissions weigh them (by their kind, not the order). */
const TIE_COMMANDS = {
  monsters: { type: 'SetMonsterTieOrder', typeIds: [] },
  characters: { type: 'SetCharacterTieOrder', characterIds: [] },
} satisfies Record<string, ScenarioCommandInput>;

type TurnRowProps = ReturnType<typeof turnOrderOf>['rows'][number] & {
  onSelect(figure: FigureRef): void;
  onSwap(figure: FigureRef, swap: Swap): void;
};

const slotBackground = (status: RowFigure['status'], isSelected: boolean) =>
  status === 'active' ? 'var(--mantine-color-green-light)' : isSelected ? 'var(--mantine-color-blue-light)' : 'transparent';
const slotBorder = (status: RowFigure['status']) =>
  status === 'active' ? '2px solid var(--mantine-color-green-6)' : '2px solid transparent';

/**
 * One row of the order: a character or a summon, or a monster type with a slot per standee (its
 * number; elites ringed in gold). Plain elements rather than Mantine's: a draw adds every row at
 * once, and each Mantine component costs time to mount.
 */
const TurnRow = memo(function TurnRow({
  kind,
  name,
  initiative,
  isTied,
  figures,
  firstKind,
  firstId,
  isGroup,
  swap,
  previousName,
  onSelect,
  onSwap,
}: TurnRowProps) {
  const status = figures.some((f) => f.status === 'active') ? 'active' : figures.every((f) => f.status === 'done') ? 'done' : 'pending';
  const { t } = useTranslation();
  const single = figures[0]!;
  const swapReason = usePlayReason(swap ? TIE_COMMANDS[swap] : null);
  const content = (
    <>
      <span style={INITIATIVE_STYLE} data-testid="slot-initiative">
        {initiative}
      </span>
      <span style={{ ...NAME_STYLE, fontWeight: kind === 'character' ? 800 : 600, fontStyle: kind === 'summon' ? 'italic' : undefined }}>
        {name}
      </span>
      {kind === 'summon' && <span style={{ ...DIMMED, fontSize: 'var(--mantine-font-size-xs)' }}>{t('play.turnOrder.summon')}</span>}
    </>
  );
  const tail = (
    <>
      {isTied && (
        <Badge size="sm" color="orange" variant="outline" title={t('play.turnOrder.tieHint')} style={{ flexShrink: 0 }}>
          {t('play.turnOrder.tie')}
        </Badge>
      )}
      {status === 'done' && <span style={{ ...DIMMED, fontSize: 'var(--mantine-font-size-sm)' }}>{t('play.turnOrder.done')}</span>}
    </>
  );
  return (
    <div style={ROW_STYLE}>
      {isGroup ? (
        <div
          style={{ ...ROW_BOX, border: slotBorder(status), opacity: status === 'done' ? 0.45 : 1, flexWrap: 'wrap' }}
          data-testid={`turn-row-${firstId}`}
        >
          {content}
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {figures.map((f) => (
              <button
                key={f.id}
                type="button"
                className="haven-play-chip"
                onClick={() => onSelect({ kind: 'monster', id: f.id })}
                data-testid={`slot-${f.id}`}
                data-status={f.status}
                aria-label={t('play.turnOrder.standeeLabel', {
                  name,
                  number: f.label,
                  isElite: f.rank === 'elite' ? 'yes' : 'no',
                  status: f.status,
                })}
                title={t(f.rank === 'elite' ? 'play.turnOrder.standeeElite' : 'play.turnOrder.standee', { name, number: f.label })}
                style={{
                  ...PLAIN_BUTTON,
                  ...CHIP_STYLE,
                  background: slotBackground(f.status, f.isSelected),
                  border:
                    f.status === 'active'
                      ? slotBorder(f.status)
                      : `2px solid ${f.rank === 'elite' ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-default-border)'}`,
                  opacity: f.status === 'done' ? 0.5 : 1,
                }}
              >
                {f.label}
              </button>
            ))}
          </span>
          {tail}
        </div>
      ) : (
        <button
          type="button"
          onClick={() => onSelect({ kind: firstKind, id: firstId })}
          data-testid={`slot-${firstId}`}
          data-status={single.status}
          style={{
            ...PLAIN_BUTTON,
            ...ROW_BOX,
            background: slotBackground(single.status, single.isSelected),
            border: slotBorder(single.status),
            opacity: single.status === 'done' ? 0.45 : 1,
          }}
        >
          {content}
          {tail}
        </button>
      )}
      {swap && (
        <SeatLock reason={swapReason}>
          <ActionIcon
            variant="light"
            color="orange"
            size="lg"
            aria-label={t('play.turnOrder.swap', { name, previous: previousName })}
            title={swapReason ?? t(swap === 'characters' ? 'play.turnOrder.swapCharacters' : 'play.turnOrder.swapMonsters')}
            onClick={() => onSwap({ kind: firstKind, id: firstId }, swap)}
            data-testid={`swap-${firstId}`}
          >
            ⇅
          </ActionIcon>
        </SeatLock>
      )}
    </div>
  );
});
