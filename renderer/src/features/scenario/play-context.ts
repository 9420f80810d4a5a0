import { createContext, useContext } from 'react';
import type { ScenarioSessionView } from '../../../../shared/ipc/scenario-types';
import type { FigureRef, ScenarioCommandInput } from '../../../../shared/rules/scenario';

/** What every panel of the play screen reads: the session, one way to change it, and the figure selected. */
export interface PlayContextValue {
  view: ScenarioSessionView;
  exec(command: ScenarioCommandInput): Promise<boolean>;
  selected: FigureRef | null;
  select(figure: FigureRef | null): void;
}

export const PlayContext = createContext<PlayContextValue | null>(null);

export function usePlay(): PlayContextValue {
  const value = useContext(PlayContext);
  if (!value) throw new Error('PlayContext is missing');
  return value;
}

export const sameFigure = (a: FigureRef | null, b: FigureRef | null) => a !== null && b !== null && a.kind === b.kind && a.id === b.id;

/** The name shown for a figure. */
export function nameOf(view: ScenarioSessionView, figure: FigureRef): string {
  if (figure.kind === 'character') return view.state.characters[figure.id]?.name ?? figure.id;
  if (figure.kind === 'summon') return view.state.summons[figure.id]?.name ?? figure.id;
  const standee = view.state.monsters[figure.id];
  if (!standee) return figure.id;
  return `${view.state.monsterTypes[standee.typeId]?.name ?? standee.typeId} ${standee.number}`;
}
