import { Alert, List, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionFigure } from '@shared/automaton/session';
import type { ScenarioMapView } from '@shared/ipc/scenario-types';
import type { BoardPosition } from '@shared/map/position';

interface Props {
  map: ScenarioMapView;
  figures: readonly SessionFigure[];
  position: BoardPosition;
}

/** The hexes left empty by monster and rank, counted: "Bandit Guard (elite) ×2". */
function leftOffCounts(spots: ScenarioMapView['leftOff']): Array<{ name: string; rank: 'normal' | 'elite'; count: number }> {
  const counted = new Map<string, { name: string; rank: 'normal' | 'elite'; count: number }>();
  for (const spot of spots) {
    const key = `${spot.name}\u0000${spot.rank}`;
    counted.set(key, { name: spot.name, rank: spot.rank, count: (counted.get(key)?.count ?? 0) + 1 });
  }
  return [...counted.values()];
}

/**
 * What the map asks of the players, in words: the characters still to stand on a start hex, the
 * standees the map has no hex for (the players place them as the scenario book shows), and the
 * hexes where the map shows a monster the scenario's data does not set up.
 */
export const MapNotes = memo(function MapNotes({ map, figures, position }: Props) {
  const { t } = useTranslation();
  const isOnBoard = (f: SessionFigure) => position.figures.some((placed) => placed.id === f.ref.id);
  const characters = figures.filter((f) => f.kind === 'character' && !isOnBoard(f));
  const standees = figures.filter((f) => f.kind === 'monster' && !isOnBoard(f));
  const rank = (f: SessionFigure) => (f.isElite ? 'elite' : f.isBoss ? 'boss' : 'normal');
  if (characters.length === 0 && standees.length === 0 && map.leftOff.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" p="sm" data-testid="map-notes">
      {characters.length > 0 && (
        <Text size="sm" data-testid="start-hint">
          {t('board.map.placeCharacters', { names: characters.map((f) => f.name).join(', ') })}
        </Text>
      )}
      {standees.length > 0 && (
        <>
          <Text size="sm" mt={characters.length > 0 ? 6 : 0}>
            {t('board.map.notOnBoard', { count: standees.length })}
          </Text>
          <List size="sm" data-testid="unplaced-standees">
            {standees.map((f) => (
              <List.Item key={f.ref.id}>{t('board.figures.monster', { name: f.name, standee: f.standee ?? '', rank: rank(f) })}</List.Item>
            ))}
          </List>
        </>
      )}
      {(['notInData', 'noStandee'] as const).map((reason) => {
        const spots = leftOffCounts(map.leftOff.filter((spot) => spot.reason === reason));
        if (spots.length === 0) return null;
        return (
          <div key={reason} data-testid={`left-off-${reason}`}>
            <Text size="sm" mt={6}>
              {t(reason === 'noStandee' ? 'board.map.leftOffNoStandee' : 'board.map.leftOff')}
            </Text>
            <List size="sm">
              {spots.map((spot) => (
                <List.Item key={`${spot.name} ${spot.rank}`}>{t('board.map.leftOffItem', spot)}</List.Item>
              ))}
            </List>
          </div>
        );
      })}
    </Alert>
  );
});
