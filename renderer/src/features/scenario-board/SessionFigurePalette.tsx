import { Button, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionFigure } from '@shared/automaton/session';

interface Props {
  figures: readonly SessionFigure[];
  placedIds: ReadonlySet<string>;
  /** The figure the next tap on the board puts down. */
  pendingId: string | null;
  onPick(figure: SessionFigure | null): void;
}

function label(figure: SessionFigure, t: TFunction): string {
  if (figure.kind !== 'monster') return figure.name;
  const rank = figure.isElite ? 'elite' : figure.isBoss ? 'boss' : 'normal';
  return t('board.figures.monster', { name: figure.name, standee: figure.standee ?? '', rank });
}

function detail(figure: SessionFigure, t: TFunction): string {
  const health = t('board.figures.health', { health: figure.health, max: figure.maxHealth });
  if (figure.kind === 'monster') return health;
  const initiative = figure.isLongResting
    ? t('board.figures.longRest')
    : figure.initiative !== undefined
      ? t('board.figures.initiative', { initiative: figure.initiative })
      : t('board.figures.noInitiative');
  return `${health} · ${initiative}`;
}

/**
 * The session's figures to put on the board: pick one, then tap its hex. Figures already on the
 * board are marked; figures that die in the session drop off this list and off the board.
 */
export const SessionFigurePalette = memo(function SessionFigurePalette({ figures, placedIds, pendingId, onPick }: Props) {
  const { t } = useTranslation();
  if (figures.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('board.figures.empty')}
      </Text>
    );
  return (
    <Stack gap={4} data-testid="session-figures">
      {pendingId !== null && (
        <Text size="xs" c="yellow.6">
          {t('board.figures.tapHint')}
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
                {label(figure, t)}
              </Text>
              <Text size="xs" c="dimmed">
                {isPlaced ? t('board.figures.onBoard', { detail: detail(figure, t) }) : detail(figure, t)}
              </Text>
            </Stack>
          </Button>
        );
      })}
    </Stack>
  );
});
