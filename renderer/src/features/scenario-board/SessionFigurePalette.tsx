import { Button, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { SessionFigure } from '../../../../shared/automaton/session';

interface Props {
  figures: readonly SessionFigure[];
  placedIds: ReadonlySet<string>;
  /** The figure the next tap on the board puts down. */
  pendingId: string | null;
  onPick(figure: SessionFigure | null): void;
}

function label(figure: SessionFigure): string {
  if (figure.kind !== 'monster') return figure.name;
  return `${figure.name} ${figure.standee ?? ''}${figure.isElite ? ' (elite)' : figure.isBoss ? ' (boss)' : ''}`;
}

function detail(figure: SessionFigure): string {
  const health = `${figure.health}/${figure.maxHealth} HP`;
  if (figure.kind === 'monster') return health;
  const initiative = figure.isLongResting
    ? 'long rest'
    : figure.initiative !== undefined
      ? `initiative ${figure.initiative}`
      : 'no initiative yet';
  return `${health} · ${initiative}`;
}

/**
 * The session's figures to put on the board: pick one, then tap its hex. Figures already on the
 * board are marked; figures that die in the session drop off this list and off the board.
 */
export const SessionFigurePalette = memo(function SessionFigurePalette({ figures, placedIds, pendingId, onPick }: Props) {
  if (figures.length === 0)
    return (
      <Text size="sm" c="dimmed">
        The session has no figures on the map.
      </Text>
    );
  return (
    <Stack gap={4} data-testid="session-figures">
      {pendingId !== null && (
        <Text size="xs" c="yellow.6">
          Tap a hex to place it (Esc or the button again to stop).
        </Text>
      )}
      {figures.map((figure) => {
        const isPlaced = placedIds.has(figure.ref.id);
        const isPending = pendingId === figure.ref.id;
        return (
          <Button
            key={figure.ref.id}
            size="compact-sm"
            h="auto"
            py={4}
            variant={isPending ? 'filled' : isPlaced ? 'subtle' : 'light'}
            color={figure.kind === 'monster' ? (figure.isElite ? 'yellow' : 'gray') : 'blue'}
            fullWidth
            disabled={isPlaced}
            onClick={() => onPick(isPending ? null : figure)}
            data-testid={`palette-${figure.ref.id}`}
            styles={{ inner: { justifyContent: 'flex-start' }, label: { flex: 1 } }}
          >
            <Stack gap={0} align="flex-start">
              <Text size="sm" fw={600}>
                {label(figure)}
              </Text>
              <Text size="xs" c="dimmed">
                {isPlaced ? `on the board · ${detail(figure)}` : detail(figure)}
              </Text>
            </Stack>
          </Button>
        );
      })}
    </Stack>
  );
});
