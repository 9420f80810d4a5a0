import { Button, Card, Stack, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { ScenarioCommandInput } from '@shared/rules/scenario/commands';
import { roomsBehindDoors } from '../../common/play/doors';

interface Props {
  view: ScenarioSessionView;
  execute(command: ScenarioCommandInput): Promise<ScenarioSessionView | null>;
  /** After a room is revealed: the party draws it next. */
  onRevealed(): void;
}

/**
 * The doors of the scenario not yet opened, each leading to a room of the scenario book. Opening
 * one reveals its room ("rooms appear when a door is opened", rules model): its monsters for this
 * party's size join the session and wait in the figure list to be placed; the party draws the room next.
 */
export const RoomDoors = memo(function RoomDoors({ view, execute, onRevealed }: Props) {
  const { t } = useTranslation();
  const doors = useMemo(() => roomsBehindDoors(view.rooms), [view.rooms]);
  if (doors.length === 0 || view.state.phase === 'ended') return null;
  const nameOf = (typeId: string) => view.state.monsterTypes[typeId]?.name ?? typeId;
  return (
    <Card withBorder padding="sm">
      <Stack gap={6} data-testid="room-doors">
        <Text size="sm" fw={600}>
          {t('board.doors.title')}
        </Text>
        {doors.map((room) => {
          const monsters = room.monsters.map((m) => t('board.doors.monster', { name: nameOf(m.typeId), rank: m.rank }));
          return (
            <Button
              key={room.number}
              variant="light"
              color="orange"
              h="auto"
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
              onClick={() =>
                void execute({ type: 'RevealRoom', roomId: String(room.number), monsters: room.monsters }).then(
                  (answer) => answer && onRevealed(),
                )
              }
              data-testid={`board-open-door-${room.number}`}
            >
              {t('board.doors.open', {
                tile: room.tile,
                monsters: monsters.length > 0 ? monsters.join(', ') : t('board.doors.noMonsters'),
              })}
            </Button>
          );
        })}
      </Stack>
    </Card>
  );
});
