import { Anchor, Badge, Button, Group, Menu, Title, Tooltip } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomView } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { hrefOf } from '../../common/route';
import { AddMonsterMenu } from './AddMonsterMenu';
import { roomsBehindDoors } from '../../common/play/doors';
import { usePlayActions, usePlaySelect, type PlaySnapshot } from '../../common/play/play-context';
import { CommandLock, reasonOnView, usePlayReason } from '../../common/table/PlaySeatLocks';
import { SeatLock, useSeat } from '../../common/table/seat';

const headerOf = ({ view }: PlaySnapshot) => ({
  name: view.name,
  campaignId: view.campaignId,
  level: view.state.level.scenarioLevel,
  isOver: view.status !== 'playing',
  isGoalMet: view.state.goalMetInRound !== null,
  isLost: view.state.lossConditionMetInRound !== null,
  // Rooms behind a door of a revealed room: a button opens each.
  doors: roomsBehindDoors(view.rooms),
});

interface PlayHeaderProps {
  sessionId: string;
  /** A phone: the doors in one menu when there are several, and the rarer buttons under "More". */
  isCompact?: boolean;
  onUndo(): void;
  onRedo(): void;
  onOpenHistory(): void;
  onOpenHelp(): void;
}

/** The scenario's name and level, its doors, and the screen's buttons. */
export const PlayHeader = memo(function PlayHeader({
  sessionId,
  isCompact = false,
  onUndo,
  onRedo,
  onOpenHistory,
  onOpenHelp,
}: PlayHeaderProps) {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const header = usePlaySelect(headerOf);
  const { isOver } = header;
  const openDoor = (room: RoomView) => void exec({ type: 'RevealRoom', roomId: String(room.number), monsters: room.monsters });
  return (
    // The buttons go to a line of their own rather than over the title (issue 16: five doors at 800 px).
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 240px', minWidth: 0 }}>
        <Title order={3} lineClamp={1} style={{ minWidth: 0 }} data-testid="play-title">
          {header.campaignId ? (
            <Anchor href={hrefOf({ page: 'campaign', campaignId: header.campaignId, tab: 'party' })} c="inherit" inherit>
              {header.name}
            </Anchor>
          ) : (
            header.name
          )}
        </Title>
        <Badge size="lg" variant="light" style={{ flexShrink: 0 }}>
          {t('playSetup.header.level', { level: header.level })}
        </Badge>
        {!isOver && header.isGoalMet && (
          <Badge size="lg" color="green" style={{ flexShrink: 0 }}>
            {t('playSetup.header.goalMet')}
          </Badge>
        )}
        {!isOver && header.isLost && (
          <Badge size="lg" color="red" style={{ flexShrink: 0 }}>
            {t('playSetup.header.lost')}
          </Badge>
        )}
      </Group>
      <Group gap={6} wrap="wrap" justify="flex-end">
        {/* Doors, monsters and the scenario's end are the game master's on a player's device (issue 17). */}
        <CommandLock command={OPEN_DOOR}>
          {!isOver &&
            (isCompact && header.doors.length > 1 ? (
              <Menu position="bottom-start">
                <Menu.Target>
                  <Button variant="light" color="orange" data-testid="open-doors">
                    {t('playSetup.header.doors', { count: header.doors.length })}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown className="haven-touch">
                  {header.doors.map((room) => (
                    <Menu.Item key={room.number} onClick={() => openDoor(room)} data-testid={`open-door-${room.number}`}>
                      {t('playSetup.header.door', { tile: room.tile })}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            ) : (
              header.doors.map((room) => (
                <Button
                  key={room.number}
                  variant="light"
                  color="orange"
                  onClick={() => openDoor(room)}
                  data-testid={`open-door-${room.number}`}
                >
                  {t('playSetup.header.door', { tile: room.tile })}
                </Button>
              ))
            ))}
        </CommandLock>
        <CommandLock command={ADD_MONSTER}>{!isOver && <AddMonsterMenu />}</CommandLock>
        <CommandLock command={GOAL_MET}>
          {!isOver && !isCompact && (
            <Menu>
              <Menu.Target>
                <Button variant="default" data-testid="end-scenario">
                  {t('playSetup.header.end')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown className="haven-touch">
                <EndItems />
              </Menu.Dropdown>
            </Menu>
          )}
        </CommandLock>
        <SheetLink />
        <UndoRedo onUndo={onUndo} onRedo={onRedo} />
        {isCompact ? (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" data-testid="play-more" aria-label={t('playSetup.header.moreHint')}>
                {t('playSetup.header.more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown className="haven-touch">
              <Menu.Item component="a" href={hrefOf({ page: 'playBoard', sessionId })} data-testid="open-board">
                {t('playSetup.header.board')}
              </Menu.Item>
              <Menu.Item onClick={onOpenHistory} data-testid="open-history">
                {t('common.history.title')}
              </Menu.Item>
              {!isOver && (
                <>
                  <Menu.Divider />
                  <EndItems />
                </>
              )}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <>
            <Button
              variant="default"
              component="a"
              href={hrefOf({ page: 'playBoard', sessionId })}
              data-testid="open-board"
              title={t('playSetup.header.boardHint')}
            >
              {t('playSetup.header.board')}
            </Button>
            <Button variant="default" onClick={onOpenHistory} data-testid="open-history">
              {t('common.history.title')}
            </Button>
            <Button variant="default" onClick={onOpenHelp} aria-label={t('playSetup.header.help')}>
              ?
            </Button>
          </>
        )}
      </Group>
    </Group>
  );
});

/** The commands of the header's table controls, as the permissions weigh them (by their kind). */
const OPEN_DOOR = { type: 'RevealRoom', roomId: 'door', monsters: [] } satisfies ScenarioCommandInput;
const ADD_MONSTER = { type: 'AddMonsters', monsters: [{ typeId: 'monster', rank: 'normal' }] } satisfies ScenarioCommandInput;
const GOAL_MET = { type: 'MarkGoalMet' } satisfies ScenarioCommandInput;
const LOSS_MET = { type: 'MarkLossConditionMet' } satisfies ScenarioCommandInput;

/** Ending the scenario: the goal met (won at the end of the round) or the loss condition met. */
function EndItems() {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  // The menu opens in a layer of its own, outside any greyed-out part: a table device greys these itself.
  const goalReason = usePlayReason(GOAL_MET);
  const lossReason = usePlayReason(LOSS_MET);
  return (
    <>
      <Menu.Item onClick={() => void exec(GOAL_MET)} data-testid="goal-met" disabled={goalReason !== null} title={goalReason ?? undefined}>
        {t('playSetup.header.goalMetItem')}
      </Menu.Item>
      <Menu.Item color="red" onClick={() => void exec(LOSS_MET)} disabled={lossReason !== null} title={lossReason ?? undefined}>
        {t('playSetup.header.lossItem')}
      </Menu.Item>
    </>
  );
}

/** A player's device: its own character's sheet, a tap away (issue 17). */
function SheetLink() {
  const { t } = useTranslation();
  const seat = useSeat();
  const campaignId = usePlaySelect((play) => play.view.campaignId);
  if (seat?.kind !== 'player' || campaignId === null) return null;
  return (
    <Button
      component="a"
      variant="default"
      href={hrefOf({ page: 'character', campaignId, characterId: seat.characterId })}
      data-testid="open-sheet"
    >
      {t('playSetup.header.sheet', { name: seat.characterName })}
    </Button>
  );
}

/** Undo and redo with their keys in a tooltip. */
const UndoRedo = memo(function UndoRedo({ onUndo, onRedo }: { onUndo(): void; onRedo(): void }) {
  const { t } = useTranslation();
  return (
    <>
      <Tooltip label={t('common.undoHint')}>
        <HistoryButton step="undo" onStep={onUndo} />
      </Tooltip>
      <Tooltip label={t('common.redoHint')}>
        <HistoryButton step="redo" onStep={onRedo} />
      </Tooltip>
    </>
  );
});

type HistoryButtonProps = { step: 'undo' | 'redo'; onStep(): void } & React.ComponentPropsWithRef<'button'>;

/**
 * The button alone renders again when undo or redo becomes possible or impossible, not its
 * tooltip (a redo becomes possible with every undo). The tooltip's props pass through.
 */
const HistoryButton = memo(function HistoryButton({ step, onStep, ...tooltipProps }: HistoryButtonProps) {
  const { t } = useTranslation();
  const isPossible = usePlaySelect((play) => (step === 'undo' ? play.view.canUndo : play.view.canRedo));
  // A player's device undoes and redoes its own changes only: the host's rule, on the change at hand.
  const seat = useSeat();
  const reason = usePlaySelect((play) => reasonOnView(seat, play.view, step === 'undo' ? 'scenarios.undo' : 'scenarios.redo'));
  return (
    <SeatLock reason={isPossible ? reason : null}>
      <Button
        {...tooltipProps}
        variant="default"
        onClick={(e) => {
          tooltipProps.onClick?.(e);
          onStep();
        }}
        disabled={!isPossible}
        data-testid={step}
      >
        {step === 'undo' ? t('common.undo') : t('common.redo')}
      </Button>
    </SeatLock>
  );
});
