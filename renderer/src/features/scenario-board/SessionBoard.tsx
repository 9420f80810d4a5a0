import type { Hex } from '@shared/hex/types';
import { Alert, Anchor, Button, Card, Grid, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hexKey, type Aoe, type BoardPosition } from '@shared/map/position';
import { forcedMoveEnds } from '@shared/map/forced-move';
import { sessionFigures, syncWithSession, toBoardFigure, type SessionFigure } from '@shared/automaton/session';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { MonsterTurnOption } from '@shared/monster-ai';
import { hrefOf } from '../../common/route';
import { ExchangePanel } from '../../components/hex-map/ExchangePanel';
import { HexBoard } from '../../components/hex-map/HexBoard';
import { ToolPalette } from '../../components/hex-map/ToolPalette';
import type { Tool } from '../../components/hex-map/tools';
import { useBoardEditing } from '../../components/hex-map/useBoardEditing';
import { MapLayer } from './MapLayer';
import { MoneyTokenCard } from './MoneyTokenCard';
import { MoneyTokenLayer } from './MoneyTokenLayer';
import { tokensAt, tokensOnBoard } from '@shared/rules/scenario/money-tokens';
import { MapLegend } from './MapLegend';
import { MapNotes } from './MapNotes';
import { MonsterTurnPanel } from './MonsterTurnPanel';
import { SelectedFigureCard } from './SelectedFigureCard';
import { useMapTaps } from './useMapTaps';
import type { SummonChoice } from './CardEffects';
import { RoomDoors } from './RoomDoors';
import { SessionFigurePalette } from './SessionFigurePalette';
import { useCardAreas } from './useCardAreas';
import { useMonsterTurn } from './useMonsterTurn';
import type { ScenarioSession } from '../../common/play/useScenarioSession';
import { useSessionBoard } from './useSessionBoard';
import './board-screen.css';

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
  const { position: drawn, apply, undo, redo, canUndo, canRedo, error } = useSessionBoard(view, send);
  // A scenario's map is laid out already: the figures are moved, nothing is drawn first.
  const [tool, setTool] = useState<Tool>(() => (drawn.figures.length > 0 || view.map ? { kind: 'select' } : { kind: 'room' }));
  // A tablet held upright or a phone: the board above, the automaton's answer right under it (issue 30, point 11).
  const isNarrow = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [pending, setPending] = useState<SessionFigure | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isRevealed, setRevealed] = useState(false);
  const [summonChoice, setSummonChoice] = useState<{ board: BoardPosition; choice: SummonChoice } | null>(null);
  const cardAreas = useCardAreas(view.packId, view.id);
  const turn = useMonsterTurn({ view, send, board: drawn, areaOf: cardAreas.areaOf });
  const { position, automaton } = turn;

  const figures = useMemo(() => sessionFigures(view.state), [view.state]);
  const taps = useMapTaps({ view, position, figures, apply, execute: turn.execute });
  const hasMapView = view.map !== null;
  const map = view.map;
  // The money tokens on the board, and the hex of them tapped (its card offers to loot them).
  const tokens = useMemo(() => tokensOnBoard(view.state), [view.state]);
  const [tokenHex, setTokenHex] = useState<Hex | null>(null);
  const tappedTokens = tokenHex ? tokensAt(view.state, tokenHex)[0] : undefined;
  const { onTapHex: onTapMap } = taps;
  const onTapHex = useCallback(
    (at: Hex): boolean => {
      if (tokensAt(view.state, at).length > 0) {
        setSelectedId(null);
        setTokenHex(at);
        return true;
      }
      setTokenHex(null);
      return hasMapView ? onTapMap(at) : false;
    },
    [hasMapView, onTapMap, view.state],
  );
  const hiddenKeys = useMemo(() => map?.hiddenRooms.flatMap((room) => room.hexes.map(hexKey)), [map]);
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
  const { hasClipboard, onCopy, onPaste, onStamp, currentPosition } = useBoardEditing(position, apply, tool, setTool);
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

  // Without a map a revealed room is drawn next: the Room tool is ready, and its standees wait in the
  // figure list. On a map the room is laid out with its standees already.
  const hasMap = map !== null;
  const onRevealed = useCallback(() => {
    if (hasMap) return;
    onTool({ kind: 'room' });
    setRevealed(true);
  }, [hasMap, onTool]);

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
    <Stack gap="sm" data-testid="scenario-board" className="haven-touch haven-board">
      {/* The last step wraps: a player reads it whole, who negated what included (no hover by touch).
          Too narrow for the title beside the steps, the steps go below it. */}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Title order={2}>{t('board.page.title', { name: view.name })}</Title>
          <Text size="sm" c="dimmed">
            {map ? t('board.page.introMap') : t('board.page.intro')}{' '}
            {/* A block of its own in the line, so that by touch it is 44 px tall like every target (app/touch.css). */}
            <Anchor href={hrefOf({ page: 'play', sessionId: view.id })} style={{ display: 'inline-flex', alignItems: 'center' }}>
              {t('board.page.back')}
            </Anchor>
          </Text>
        </Stack>
        {/* The last step gives way to the buttons on a narrow screen (it wraps on more lines), never their words (issue 29). */}
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, maxWidth: '100%' }}>
          <Text size="sm" c="dimmed" ta="right" style={{ flex: '0 1 300px', minWidth: 0 }} data-testid="board-last-step">
            {lastStep ? t('board.page.lastStep', { step: lastStep }) : t('board.page.noSteps')}
          </Text>
          <Tooltip label={t('board.page.undoHint')}>
            <Button variant="default" onClick={undo} disabled={!canUndo} data-testid="board-undo" style={{ flexShrink: 0 }}>
              {t('board.page.undo')}
            </Button>
          </Tooltip>
          <Tooltip label={t('board.page.redoHint')}>
            <Button variant="default" onClick={redo} disabled={!canRedo} data-testid="board-redo" style={{ flexShrink: 0 }}>
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
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 3, md: 1 }}>
          <Stack gap="sm">
            {map && <MapNotes map={map} figures={figures} position={position} />}
            {map && (
              <Card withBorder padding="sm">
                <MapLegend map={map} />
              </Card>
            )}
            <Card withBorder padding="sm">
              <ToolPalette tool={tool} onTool={onTool} hasClipboard={hasClipboard} canStamp={!map} edition={view.state.edition} />
            </Card>
            <Card withBorder padding="sm">
              <Text size="sm" fw={600} mb={6}>
                {t('board.figures.title')}
              </Text>
              {tappedTokens && !selected ? (
                <MoneyTokenCard
                  view={view}
                  hex={tappedTokens.hex}
                  count={tappedTokens.count}
                  execute={turn.execute}
                  onClose={() => setTokenHex(null)}
                />
              ) : selected ? (
                <SelectedFigureCard
                  view={view}
                  position={position}
                  selected={selected}
                  execute={turn.execute}
                  onTakeOff={() => {
                    apply({ type: 'removeFigure', id: selected.id });
                    setSelectedId(null);
                  }}
                  onClose={() => setSelectedId(null)}
                />
              ) : (
                <SessionFigurePalette figures={figures} placedIds={placedIds} pendingId={pending?.ref.id ?? null} onPick={onPick} />
              )}
            </Card>
            <RoomDoors view={view} execute={turn.execute} onRevealed={onRevealed} />
            {isRevealed && (
              <Text size="sm" data-testid="room-revealed">
                {t('board.page.revealed')}
              </Text>
            )}
            <Card withBorder padding="sm">
              <ExchangePanel problem={automaton.problem} currentPosition={currentPosition} onImport={onImport} />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 7, md: 5 }} order={{ base: 1, md: 2 }}>
          <div className="haven-board-sticky" data-testid="board-column">
            <HexBoard
              tool={tool}
              position={position}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onEdit={taps.applyEdit}
              onTapHex={onTapHex}
              onDropOnFigure={taps.onDropOnFigure}
              underlay={
                map || tokens.length > 0 ? (
                  <>
                    {map && <MapLayer map={map} />}
                    {tokens.length > 0 && <MoneyTokenLayer tokens={tokens} />}
                  </>
                ) : undefined
              }
              alsoShown={hiddenKeys}
              onCopy={onCopy}
              onPaste={onPaste}
              onStamp={onStamp}
              onPlace={choosing ? onTapSummonHex : onPlace}
              option={option}
              options={automaton.answer && !automaton.isStale ? automaton.answer.options : undefined}
              marks={choosing?.hexes ?? marks ?? undefined}
              fitRequest={0}
              height={isNarrow ? '62vh' : 'calc(100vh - 170px)'}
            />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5, md: 4 }} order={{ base: 2, md: 3 }}>
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
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
