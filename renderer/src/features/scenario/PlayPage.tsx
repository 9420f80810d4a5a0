import { Alert, Anchor, Badge, Box, Button, Container, Grid, Group, Loader, Menu, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ScenarioSessionView } from '../../../../shared/ipc/scenario-types';
import { ELEMENTS, type FigureRef, type ScenarioCommandInput } from '../../../../shared/rules/scenario';
import { hrefOf } from '../../app/route';
import { useMutation, useQuery } from '../../bridge/hooks';
import { AddMonsterMenu } from './AddMonsterMenu';
import { AttackPanel } from './AttackPanel';
import { DecksPanel } from './DecksPanel';
import { ElementBoard } from './ElementBoard';
import { FigurePanel } from './FigurePanel';
import { HelpDialog } from './HelpDialog';
import { HistoryDrawer } from './HistoryDrawer';
import { MonsterGroupCard } from './MonsterGroupCard';
import { PartyStrip } from './PartyStrip';
import { PlayContext, type PlayContextValue } from './play-context';
import { SettlementPanel } from './SettlementPanel';
import { TurnOrderPanel } from './TurnOrderPanel';

/** The assisted-play screen: everything the monster sleeves, decks, dials and the element board did. */
export function PlayPage({ sessionId }: { sessionId: string }) {
  const query = useQuery('scenarios.get', { sessionId });
  const mutation = useMutation({ isBusyShown: false });
  const { run } = mutation;
  // A change's answer is shown at once; reads sent before it are dropped when they come back, so
  // an answer that arrives late never shows an older state.
  const view: ScenarioSessionView | undefined = query.data;
  const [selected, setSelected] = useState<FigureRef | null>(null);
  const [isHistoryOpen, setHistoryOpen] = useState(false);
  const [isHelpOpen, setHelpOpen] = useState(false);
  const attackRef = useRef<(() => void) | null>(null);
  const { set } = query;
  const apply = useCallback((next: ScenarioSessionView | undefined) => { if (next) set(next); return next !== undefined; }, [set]);
  const exec = useCallback(async (command: ScenarioCommandInput) => apply(await run('scenarios.execute', { sessionId, command })), [run, sessionId, apply]);
  const undo = useCallback(() => void run('scenarios.undo', { sessionId }).then(apply), [run, sessionId, apply]);
  const redo = useCallback(() => void run('scenarios.redo', { sessionId }).then(apply), [run, sessionId, apply]);

  const next = useCallback(async () => {
    if (!view || view.state.phase !== 'turns') return;
    const hasPending = view.turnOrder.some((slot) => slot.status === 'pending');
    if (view.state.activeFigure) {
      if (!(await exec({ type: 'EndTurn' }))) return;
      if (hasPending) await exec({ type: 'StartTurn' });
    } else if (hasPending) await exec({ type: 'StartTurn' });
  }, [view, exec]);
  const draw = useCallback(() => void exec({ type: 'DrawMonsterAbilityCards' }), [exec]);
  const endRound = useCallback(() => void exec({ type: 'EndRound' }), [exec]);

  const selectedAmount = (amount: number) => {
    if (!current) return;
    void exec(amount < 0 ? { type: 'SufferDamage', figure: current, amount: -amount, source: 'other' } : { type: 'Heal', figure: current, amount });
  };
  useHotkeys([
    ['mod+Z', undo],
    ['mod+shift+Z', redo],
    ['D', () => view?.state.phase === 'cardSelection' && draw()],
    ['N', () => void next()],
    ['E', () => view?.state.phase === 'turns' && endRound()],
    ['A', () => attackRef.current?.()],
    ['H', () => setHistoryOpen((o) => !o)],
    ['K', () => { if (current?.kind === 'monster' && view?.state.monsters[current.id]) selectedAmount(-view.state.monsters[current.id]!.health); }],
    ['minus', () => selectedAmount(-1)],
    ['shift+equal', () => selectedAmount(1)],
    ['equal', () => selectedAmount(1)],
    ['Escape', () => setSelected(null)],
    ...ELEMENTS.map((element, i) => [String(i + 1), () => {
      if (!view) return;
      void exec(view.state.elements[element] === 'inert' ? { type: 'InfuseElement', element, isImmediate: view.state.activeFigure === null } : { type: 'ConsumeElement', element });
    }] as [string, () => void]),
  ]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (e.key === '?' && tag !== 'INPUT' && tag !== 'TEXTAREA') setHelpOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A figure that has left the map (killed, or undone away) is no longer selected.
  const current = selected && view && (selected.kind === 'monster' ? view.state.monsters[selected.id] : selected.kind === 'character' ? view.state.characters[selected.id] : view.state.summons[selected.id]) ? selected : null;
  const context = useMemo<PlayContextValue | null>(
    () => (view ? { view, exec, selected: current, select: setSelected } : null),
    [view, exec, current],
  );

  if (query.error && !view) {
    return (
      <Container size="lg">
        <Alert color="red" title="This scenario cannot be shown">{query.error}</Alert>
        <Anchor href={hrefOf({ page: 'campaigns' })}>Back to the campaigns</Anchor>
      </Container>
    );
  }
  if (!view || !context) return <Loader />;
  const isOver = view.status !== 'playing';
  const doors = view.rooms.filter((room) => !room.isRevealed && view.rooms.some((r) => r.isRevealed && r.doorsTo.includes(room.number)));
  const settle = async (checkmarks: Record<string, number>) => apply(await run('scenarios.settle', { sessionId, battleGoalCheckmarks: checkmarks }));
  const undoSettlement = async () => {
    if (view.campaignId && (await run('campaigns.undo', { campaignId: view.campaignId }))) query.reload();
  };

  return (
    <PlayContext.Provider value={context}>
      <Stack gap="xs" data-testid="play">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <Title order={3} lineClamp={1} style={{ minWidth: 0 }}>
              {view.campaignId ? <Anchor href={hrefOf({ page: 'campaign', campaignId: view.campaignId, tab: 'party' })} c="inherit" inherit>{view.name}</Anchor> : view.name}
            </Title>
            <Badge size="lg" variant="light" style={{ flexShrink: 0 }}>level {view.state.level.scenarioLevel}</Badge>
            {!isOver && view.state.goalMetInRound !== null && <Badge size="lg" color="green" style={{ flexShrink: 0 }}>goal met</Badge>}
            {!isOver && view.state.lossConditionMetInRound !== null && <Badge size="lg" color="red" style={{ flexShrink: 0 }}>loss</Badge>}
          </Group>
          <Group gap={6} wrap="nowrap">
            {!isOver && doors.map((room) => (
              <Button key={room.number} variant="light" color="orange" onClick={() => void exec({ type: 'RevealRoom', roomId: String(room.number), monsters: room.monsters })} data-testid={`open-door-${room.number}`}>
                Door: {room.tile}
              </Button>
            ))}
            {!isOver && <AddMonsterMenu />}
            {!isOver && (
              <Menu>
                <Menu.Target><Button variant="default" data-testid="end-scenario">End…</Button></Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => void exec({ type: 'MarkGoalMet' })} data-testid="goal-met">Goal met: won at the end of the round</Menu.Item>
                  <Menu.Item color="red" onClick={() => void exec({ type: 'MarkLossConditionMet' })}>Loss condition met</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
            <Tooltip label="Undo (Ctrl+Z)"><Button variant="default" onClick={undo} disabled={!view.canUndo} data-testid="undo">Undo</Button></Tooltip>
            <Tooltip label="Redo (Ctrl+Shift+Z)"><Button variant="default" onClick={redo} disabled={!view.canRedo} data-testid="redo">Redo</Button></Tooltip>
            <Button variant="default" component="a" href={hrefOf({ page: 'playBoard', sessionId })} data-testid="open-board" title="The hex board: let the automaton play each monster's turn">Board</Button>
            <Button variant="default" onClick={() => setHistoryOpen(true)} data-testid="open-history">History</Button>
            <Button variant="default" onClick={() => setHelpOpen(true)} aria-label="Keyboard shortcuts">?</Button>
          </Group>
        </Group>
        {mutation.error && <Alert color="red" withCloseButton onClose={mutation.clearError} data-testid="play-error" py={6}>{mutation.error}</Alert>}
        {isOver ? (
          <SettlementPanel onSettle={(m) => void settle(m)} onUndoSettlement={() => void undoSettlement()} />
        ) : (
          <Grid gap="sm">
            <Grid.Col span={3}>
              <Stack gap="xs" h="calc(100vh - 170px)" mih={560}>
                <Box style={{ flex: 1, minHeight: 0 }}>
                  <TurnOrderPanel onDraw={draw} onNext={() => void next()} onEndRound={endRound} />
                </Box>
                <DecksPanel />
              </Stack>
            </Grid.Col>
            <Grid.Col span={6}>
              <ScrollArea h="calc(100vh - 170px)" mih={560} offsetScrollbars>
                <Stack gap="xs">
                  <PartyStrip />
                  {view.monsterGroups.filter((g) => g.standees.length > 0).map((group) => <MonsterGroupCard key={group.typeId} group={group} />)}
                  {view.monsterGroups.every((g) => g.standees.length === 0) && <Text c="dimmed" p="md">No monsters on the map. Open a door or place one with “+ Monster”.</Text>}
                </Stack>
              </ScrollArea>
            </Grid.Col>
            <Grid.Col span={3}>
              <Stack gap="xs">
                <ElementBoard />
                <FigurePanel />
                <AttackPanel attackRef={attackRef} />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
        <HistoryDrawer opened={isHistoryOpen} onClose={() => setHistoryOpen(false)} history={view.history} canUndo={view.canUndo} canRedo={view.canRedo} onUndo={undo} onRedo={redo} />
        <HelpDialog opened={isHelpOpen} onClose={() => setHelpOpen(false)} />
      </Stack>
    </PlayContext.Provider>
  );
}
