import type { BoardFigure } from '../../../../shared/board/position';

/** How the party names a figure: "Bandit Guard 2 (elite)", "Brute", with its id as a fallback. */
export function figureLabel(figure: BoardFigure): string {
  if (figure.kind === 'monster') {
    const base = `${figure.name || 'Monster'}${figure.standee !== undefined ? ` ${figure.standee}` : ''}`;
    return figure.isElite ? `${base} (elite)` : base;
  }
  return figure.name || figure.id;
}

export function labelOfId(figures: readonly BoardFigure[], id: string): string {
  const figure = figures.find((f) => f.id === id);
  return figure ? figureLabel(figure) : id;
}
