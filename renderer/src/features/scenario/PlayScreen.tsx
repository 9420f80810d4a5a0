import type { SettlementPicks } from '@shared/ipc/scenario-types';
import { Alert, Grid, Stack } from '@mantine/core';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
// Each part of the play screen fails on its own: a fault in one panel leaves the others working (issue 29).
import { PartBoundary as Part } from '../../components/FaultBoundary';
import { useIsPhone } from '../../common/screen-size';
import { AddSummonModal } from './AddSummonModal';
import { AttackPanel } from './AttackPanel';
import { DecksPanel } from './DecksPanel';
import { ElementBoard } from './ElementBoard';
import { FigurePanel } from './FigurePanel';
import { HandPanel } from './HandPanel';
import { HelpDialog } from './HelpDialog';
import { HistoryDrawer } from './HistoryDrawer';
import { MonsterGroupList } from './MonsterGroupCard';
import { ObjectivesPanel } from './ObjectivesPanel';
import { PartyStrip } from './PartyStrip';
import { PartyItems } from './PartyItems';
import { PhonePlay } from './PhonePlay';
import { PlayHeader } from './PlayHeader';
import { RestPanel } from './RestPanel';
import { usePlayActions, usePlaySelect } from '../../common/play/play-context';
import { ScenarioRulesCard } from './ScenarioRulesCard';
import { SettlementPanel } from './SettlementPanel';
import { TurnOrderPanel } from './TurnOrderPanel';
import { usePlayHotkeys } from './usePlayHotkeys';
import { WoundTurn, woundOfPlay } from './WoundTurn';
import './play-screen.css';
import { attackOfActive, changeOfSelected, CommandLock, reasonOnView } from '../../common/table/PlaySeatLocks';
import { useSeat } from '../../common/table/seat';

interface PlayScreenProps {
  sessionId: string;
  error: string | null;
  onClearError(): void;
  onUndo(): void;
  onRedo(): void;
  onSettle(checkmarks: Record<string, number>, picks: SettlementPicks): void;
  onUndoSettlement(campaignId: string): void;
  /** This device's own character (a paired device at the table): shown first. */
  ownCharacterId?: string | null;
}

/**
 * The play screen's layout. It renders again only when the scenario ends or a dialog opens: each
 * panel reads its own part of the session and renders on its own.
 */
export const PlayScreen = memo(function PlayScreen({
  sessionId,
  error,
  onClearError,
  onUndo,
  onRedo,
  onSettle,
  onUndoSettlement,
  ownCharacterId = null,
}: PlayScreenProps) {
  const { store, exec } = usePlayActions();
  const isOver = usePlaySelect((play) => play.view.status !== 'playing');
  const isPhone = useIsPhone();
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const [isHelpOpen, setHelpOpen] = useState(false);
  const [summonOwner, setSummonOwner] = useState<string | null>(null);
  const attackRef = useRef<(() => void) | null>(null);

  const seat = useSeat();
  // A wounded kept hand's player chooses first: suffer the wound's damage or lose cards (WoundTurn).
  const [isAskingWound, setAskingWound] = useState(false);
  const closeWound = useCallback(() => setAskingWound(false), []);
  const start = useCallback(async () => {
    if (woundOfPlay(store.get()) !== null) setAskingWound(true);
    else await exec({ type: 'StartTurn' });
  }, [store, exec]);
  const next = useCallback(async () => {
    const { view } = store.get();
    if (view.state.phase !== 'turns') return;
    const hasPending = view.turnOrder.some((slot) => slot.status === 'pending');
    if (view.state.activeFigure) {
      if (!(await exec({ type: 'EndTurn' }))) return;
      // A player's device ends its own turn; the next one, unless its own too, is the game master's to start.
      const mayStart = reasonOnView(seat, store.get().view, 'scenarios.execute', { type: 'StartTurn' }) === null;
      if (hasPending && mayStart) await start();
    } else if (hasPending) await start();
  }, [store, exec, seat, start]);
  const onNext = useCallback(() => void next(), [next]);
  const draw = useCallback(() => void exec({ type: 'DrawMonsterAbilityCards' }), [exec]);
  const endRound = useCallback(() => void exec({ type: 'EndRound' }), [exec]);
  const openHistory = useCallback(() => setHistoryOpen(true), []);
  const closeHistory = useCallback(() => setHistoryOpen(false), []);
  const openHelp = useCallback(() => setHelpOpen(true), []);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const closeSummon = useCallback(() => setSummonOwner(null), []);

  usePlayHotkeys({
    onUndo,
    onRedo,
    onDraw: draw,
    onNext,
    onEndRound: endRound,
    attackRef,
    onToggleHistory: useCallback(() => setHistoryOpen((o) => !o), []),
    onAddSummon: setSummonOwner,
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (e.key === '?' && tag !== 'INPUT' && tag !== 'TEXTAREA') setHelpOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <Stack gap="xs" data-testid="play" className="haven-play haven-touch">
      <Part>
        <PlayHeader
          sessionId={sessionId}
          isCompact={isPhone}
          onUndo={onUndo}
          onRedo={onRedo}
          onOpenHistory={openHistory}
          onOpenHelp={openHelp}
        />
      </Part>
      {error && (
        <Alert color="red" withCloseButton onClose={onClearError} data-testid="play-error" py={6}>
          {error}
        </Alert>
      )}
      {isOver ? (
        <Part>
          <SettlementPanel onSettle={onSettle} onUndoSettlement={onUndoSettlement} />
        </Part>
      ) : isPhone ? (
        <Part>
          <PhonePlay
            onDraw={draw}
            onNext={onNext}
            onEndRound={endRound}
            onAddSummon={setSummonOwner}
            attackRef={attackRef}
            ownCharacterId={ownCharacterId}
          />
        </Part>
      ) : (
        // Three columns from 992 px (turn order, figures, the selected figure); narrower, the turn
        // order and the selected figure side by side above the figures. The page scrolls
        // downwards only: nothing is cut off or scrolls sideways (issue 16).
        <Grid gap="sm">
          <Grid.Col span={{ base: 6, md: 3 }} order={{ base: 1, md: 1 }}>
            <Stack gap="xs">
              <Part>
                <TurnOrderPanel onDraw={draw} onNext={onNext} onEndRound={endRound} />
              </Part>
              <Part>
                <DecksPanel />
              </Part>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 3, md: 2 }}>
            <Stack gap="xs">
              <Part>
                <ScenarioRulesCard />
              </Part>
              <Part>
                <PartyStrip onAddSummon={setSummonOwner} firstId={ownCharacterId} />
              </Part>
              <Part>
                <HandPanel />
              </Part>
              <Part>
                <PartyItems />
              </Part>
              <Part>
                <ObjectivesPanel />
              </Part>
              <Part>
                <MonsterGroupList />
              </Part>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 6, md: 3 }} order={{ base: 2, md: 3 }}>
            <Stack gap="xs" className="haven-play-sticky">
              <Part>
                <ElementBoard />
              </Part>
              <Part>
                <RestPanel />
              </Part>
              <Part>
                <CommandLock command={changeOfSelected}>
                  <FigurePanel />
                </CommandLock>
              </Part>
              <Part>
                <CommandLock command={attackOfActive}>
                  <AttackPanel attackRef={attackRef} />
                </CommandLock>
              </Part>
            </Stack>
          </Grid.Col>
        </Grid>
      )}
      <Part>
        <HistoryDrawer opened={isHistoryOpen} isFullScreen={isPhone} onClose={closeHistory} onUndo={onUndo} onRedo={onRedo} />
      </Part>
      <Part>
        <HelpDialog opened={isHelpOpen} onClose={closeHelp} />
      </Part>
      {isAskingWound && !isOver && (
        <Part>
          <WoundTurn isFullScreen={isPhone} onClose={closeWound} />
        </Part>
      )}
      {summonOwner !== null && !isOver && (
        <Part>
          <AddSummonModal key={summonOwner} ownerId={summonOwner} onClose={closeSummon} />
        </Part>
      )}
    </Stack>
  );
});
