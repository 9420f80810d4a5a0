import type { TFunction } from 'i18next';
import type { ScenarioMapView } from '@shared/ipc/scenario-types';

/**
 * The sign each trap kind carries on the board and in the legend: a mark is told apart by its
 * shape, not its colour alone (spikes a star, a bear trap jaws, poison a skull): signs the common
 * fonts carry (DejaVu Sans, Arial, Segoe UI), as a sign no font has is drawn as an empty box.
 */
export const MARK_GLYPHS: Record<string, string> = {
  'trap:spike': '✶',
  'trap:bear': '∩',
  'trap:poison': '☠',
};

type Mark = ScenarioMapView['marks'][number];

/** A mark in words: "Start hex", "Trap (poison)", "Treasure chest 7". */
export function markLabel(mark: Mark, t: TFunction): string {
  switch (mark.kind) {
    case 'trap':
      return t('board.map.marks.trapOf', { kind: t(`board.map.traps.${mark.trap ?? 'spike'}`) });
    case 'chest':
      return mark.treasure === 'goal'
        ? t('board.map.marks.goalChest')
        : mark.treasure !== undefined
          ? t('board.map.marks.chestNumber', { number: mark.treasure })
          : t('board.map.marks.chest');
    default:
      return t(`board.map.marks.${mark.kind}`);
  }
}
