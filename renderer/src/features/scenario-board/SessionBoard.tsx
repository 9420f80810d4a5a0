import type { Hex } from '@shared/hex/types';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Aoe, BoardPosition } from '@shared/map/position';
import { forcedMoveEnds } from '@shared/map/forced-move';
import { sessionFigures, syncWithSession, toBoardFigure, type SessionFigure } from '@shared/automaton/session';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { MonsterTurnOption } from '@shared/monster-ai';
import { hrefOf } from '../../common/route';
import { BoardColumns } from '../../components/hex-map/BoardColumns';
import { BoardToolsColumn } from '../../components/hex-map/BoardToolsColumn';
import { HexBoard } from '../../components/hex-map/HexBoard';
import { labelOfId } from '@shared/automaton/wording';
import { useSay } from '../../i18n/useSay';
import type { Tool } from '../../components/hex-map/tools';
import { useBoardEditing } from '../../components/hex-map/useBoardEditing';
import { MonsterTurnPanel } from './MonsterTurnPanel';
import type { SummonChoice } from './CardEffects';
import { RoomDoors } from './RoomDoors';
import { SessionFigurePalette } from './SessionFigurePalette';
import { useCardAreas } from './useCardAreas';
import { useMonsterTurn } from './useMonsterTurn';
import type { ScenarioSession } from '../../common/play/useScenarioSession';
import { useSessionBoard } from './useSessionBoard';

interface Props {
  view: ScenarioSessionView;
  /** Sends a change of the session through its one client (shown on every screen of it). */
  send: ScenarioSession['send'];
}

/**
 * A live scenario's hex board: the map drawn by hand, the session's figures placed on it, and the
 * monsters' turns played by the automaton against the session's engine (drawn cards, damage).
 */
export function SessionBoard({ view, send }: Props) {
  const { t } = useTranslation();
  const say = useSay();
  const { position: drawn, apply, undo, redo, canUndo, canRedo, error } = useSessionBoard(view, send);
  const [tool, setTool] = useState<Tool>(() => (drawn.figures.length > 0 ? { kind: 'select' } : { kind: 'room' }));
  const [pending, setPending] = useState<SessionFigure | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isRevealed, setRevealed] = useState(false);
  const [summonChoice, setSummonChoice] = useState<{ board: BoardPosition; choice: SummonChoice } | null>(null);
  const cardAreas = useCardAreas(view.packId, view.id);
  const turn = useMonsterTurn({ view, send, board: drawn, areaOf: cardAreas.areaOf });
  const { position, automaton } = turn;

  const figures = useMemo(() => sessionFigures(view.state), [view.state]);
  const placedIds = useMemo(() => new Set(position.figures.map((f) => f.id)), [position.figures]);
  // The figure the next tap places, also for a tap that comes before the screen has rendered the last one.
  const pendingRef = useRef(pending);
  const onPick = useCallback((figure: SessionFigure | null) => {
    pendingRef.current = figure;
    setPending(figure);
    setSummonChoice(null);
    setTool(figure ? { kind: 'place', figure: { kind: figure.kind, name: figure.name, isElite: figure.isElite } } : { kind: 'select' });
  }, []);
  const onTool = useCallback((next: Tool) => {
    setTool(next);
    setRevealed(false);
    setSummonChoice(null);
    if (next.kind !== 'place') {
      pendingRef.current = null;
      setPending(null);
    }
  }, []);
  const onPlace = useCallback(
    (at: Hex) => {
      const placing = pendingRef.current;
      if (!placing) return;
      const placed = apply({ type: 'placeFigure', figure: toBoardFigure(placing, at) });
      if (!placed) return;
      // The next figure not on the board that this tap made is ready, so a room is set up tap by tap
      // however fast the taps come (never one the host's answer has not shown yet).
      const onBoard = new Set(placed.figures.map((f) => f.id));
      onPick(figures.find((f) => !onBoard.has(f.ref.id)) ?? null);
    },
    [apply, figures, onPick],
  );
  // The exchange panel reads the position only when exporting (currentPosition keeps its props still).
  const editing = useBoardEditing(position, apply, setTool);
  // An imported position brings its map and figures; the standee whose turn is played and its card stay the session's.
  const onImport = useCallback(
    (imported: BoardPosition) => apply({ type: 'replace', position: syncWithSession(imported, view.state) }),
    [apply, view.state],
  );
  const onApply = useCallback(
    (option: MonsterTurnOption) => {
      turn.setPlan(option);
      if (position.active) apply({ type: 'moveFigure', id: position.active, to: option.moveTo });
    },
    [apply, position.active, turn],
  );

  // A revealed room is drawn next: the Room tool is ready, and its standees wait in the figure list.
  const onRevealed = useCallback(() => {
    onTool({ kind: 'room' });
    setRevealed(true);
  }, [onTool]);

  // A push or a pull: the target is picked, ready to move, and the hexes it may end in are ringed
  // while the board is the one they were worked out on (the target moved, an undo: they go away).
  const [forcedMove, setForcedMove] = useState<{ board: BoardPosition; ends: Hex[] } | null>(null);
  const marks = forcedMove && forcedMove.board === drawn ? forcedMove.ends : null;
  const onForcedMove = useCallback(
    (targetId: string, kind: 'push' | 'pull', amount: number) => {
      if (!position.active) return;
      setSelectedId(targetId);
      onTool({ kind: 'select' });
      setForcedMove({ board: drawn, ends: forcedMoveEnds(position, position.active, targetId, kind, amount) });
    },
    [drawn, onTool, position],
  );

  // A summon with several equally good hexes: they are ringed, and the next tap on one summons it
  // there (while the board is the one they were worked out on).
  const choosing = summonChoice && summonChoice.board === drawn ? summonChoice.choice : null;
  const onChooseSummon = useCallback(
    (choice: SummonChoice) => {
      setForcedMove(null);
      setSummonChoice({ board: drawn, choice });
      setTool({ kind: 'place', figure: { kind: 'monster', name: choice.name, isElite: choice.rank === 'elite' } });
    },
    [drawn],
  );
  const onTapSummonHex = useCallback(
    (at: Hex) => {
      if (!choosing || !choosing.hexes.some((hex) => hex[0] === at[0] && hex[1] === at[1])) return;
      setSummonChoice(null);
      setTool({ kind: 'select' });
      const { typeId, rank, nextToId } = choosing;
      void turn.summon({ typeId, rank, hex: at, ...(nextToId ? { nextToId } : {}) });
    },
    [choosing, turn],
  );

  // The party draws the card's area when the pack has no picture of it; the automaton asks again.
  const { card, standeeId: playing, select: replay } = turn;
  const { setArea } = cardAreas;
  const onArea = useCallback(
    (area: Aoe | null) => {
      if (!card || !playing) return;
      setArea(card.deck, card.cardId, area);
      replay(playing);
    },
    [card, playing, replay, setArea],
  );

  useHotkeys([
    ['mod+Z', undo],
    ['mod+shift+Z', redo],
    ['n', () => void turn.next()],
    ['Escape', () => onPick(null)],
  ]);

  // Undo here is the scenario's undo: the step it takes back may be an attack as well as a move.
  const lastStep = view.history.find((entry) => !entry.isUndone)?.summary ?? null;
  const option = automaton.answer && !automaton.isStale ? (automaton.answer.options[automaton.chosen] ?? null) : null;
  const selected = position.figures.find((f) => f.id === selectedId) ?? null;

  return (
    <Stack gap="sm" data-testid="scenario-board">
      {/* One line whatever the last step says (it is cut, whole on hover): the board below must not
          shift between two taps. Too narrow for the title beside the steps, the steps go below it. */}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={2}>{t('board.page.title', { name: view.name })}</Title>
          <Text size="sm" c="dimmed">
            {t('board.page.intro')} <Anchor href={hrefOf({ page: 'play', sessionId: view.id })}>{t('board.page.back')}</Anchor>
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed" w={300} truncate="end" ta="right" data-testid="board-last-step" title={lastStep ?? undefined}>
            {lastStep ? t('board.page.lastStep', { step: lastStep }) : t('board.page.noSteps')}
          </Text>
          <Tooltip label={t('board.page.undoHint')}>
            <Button variant="default" onClick={undo} disabled={!canUndo} data-testid="board-undo">
              {t('board.page.undo')}
            </Button>
          </Tooltip>
          <Tooltip label={t('board.page.redoHint')}>
            <Button variant="default" onClick={redo} disabled={!canRedo}>
              {t('board.page.redo')}
            </Button>
          </Tooltip>
        </Group>
      </Group>
      {error && (
        <Alert color="red" data-testid="board-error">
          {error}
        </Alert>
      )}
      <BoardColumns
        boardSpan={5}
        sideSpan={4}
        tools={
          <BoardToolsColumn
            tool={tool}
            onTool={onTool}
            editing={editing.column}
            figuresTitle={t('board.figures.title')}
            figures={
              selected ? (
                <Stack gap="xs" data-testid="selected-figure">
                  <Text fw={600}>{labelOfId(position.figures, selected.id, say)}</Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => {
                        apply({ type: 'removeFigure', id: selected.id });
                        setSelectedId(null);
                      }}
                    >
                      {t('board.figures.takeOff')}
                    </Button>
                    <Button size="xs" variant="default" onClick={() => setSelectedId(null)}>
                      {t('board.figures.close')}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <SessionFigurePalette figures={figures} placedIds={placedIds} pendingId={pending?.ref.id ?? null} onPick={onPick} />
              )
            }
            problem={automaton.problem}
            onImport={onImport}
          >
            <RoomDoors view={view} execute={turn.execute} onRevealed={onRevealed} />
            {isRevealed && (
              <Text size="sm" data-testid="room-revealed">
                {t('board.page.revealed')}
              </Text>
            )}
          </BoardToolsColumn>
        }
        board={
          <HexBoard
            tool={tool}
            position={position}
            selectedId={selectedId}
            onSelect={setSelectedId}
            onEdit={apply}
            {...editing.board}
            onPlace={choosing ? onTapSummonHex : onPlace}
            option={option}
            options={automaton.answer && !automaton.isStale ? automaton.answer.options : undefined}
            marks={choosing?.hexes ?? marks ?? undefined}
            fitRequest={0}
            height="calc(100vh - 170px)"
          />
        }
        side={
          <Card withBorder padding="sm">
            <MonsterTurnPanel
              view={view}
              position={position}
              automaton={automaton}
              turn={turn}
              onApply={onApply}
              onForcedMove={onForcedMove}
              onChooseSummon={onChooseSummon}
              onArea={onArea}
            />
          </Card>
        }
      />
    </Stack>
  );
}
