import { createContext, useContext, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { ScenarioSessionView } from '@shared/ipc/scenario-types';
import type { FigureRef, ScenarioCommandInput, ScenarioFacts } from '@shared/rules/scenario';
import { isSameData, keepUnchanged } from './same-data';

/** What the play screen shows: the session and the figure selected. */
export interface PlaySnapshot {
  view: ScenarioSessionView;
  selected: FigureRef | null;
}

/**
 * The session outside React's state: each panel reads its own part of it (`usePlaySelect`) and
 * renders again only when that part changed. One context carrying the whole view made every panel
 * render on every change, ~30-40 ms a change with Mantine (issue 6: "every action under 50 ms").
 */
export interface PlayStore {
  get(): PlaySnapshot;
  subscribe(listener: () => void): () => void;
  setView(view: ScenarioSessionView): void;
  select(figure: FigureRef | null): void;
}

export function createPlayStore(view: ScenarioSessionView): PlayStore {
  let snapshot: PlaySnapshot = { view, selected: null };
  const listeners = new Set<() => void>();
  const replace = (next: PlaySnapshot) => {
    snapshot = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setView(next) {
      const kept = keepUnchanged(snapshot.view, next);
      if (kept !== snapshot.view) replace({ ...snapshot, view: kept });
    },
    select(figure) {
      if (!isSameData(figure, snapshot.selected)) replace({ ...snapshot, selected: figure });
    },
  };
}

/** What never changes while the screen is open: one way to change the session, one to select a figure. */
export interface PlayActions {
  store: PlayStore;
  exec(command: ScenarioCommandInput): Promise<boolean>;
  select(figure: FigureRef | null): void;
}

const PlayActionsContext = createContext<PlayActions | null>(null);

/**
 * Gives the panels inside the session `view`; `exec` runs a command on it. A page that shows a
 * change's answer itself passes its `store` (see PlayPage); otherwise the provider makes one.
 */
export function PlayProvider({
  view,
  exec,
  store: given,
  children,
}: {
  view: ScenarioSessionView;
  exec: PlayActions['exec'];
  store?: PlayStore;
  children: React.ReactNode;
}) {
  const [own] = useState(() => given ?? createPlayStore(view));
  const store = given ?? own;
  useLayoutEffect(() => store.setView(view), [store, view]);
  const actions = useMemo<PlayActions>(() => ({ store, exec, select: store.select }), [store, exec]);
  return <PlayActionsContext.Provider value={actions}>{children}</PlayActionsContext.Provider>;
}

export function usePlayActions(): PlayActions {
  const actions = useContext(PlayActionsContext);
  if (!actions) throw new Error('PlayProvider is missing');
  return actions;
}

/**
 * A part of the play screen's snapshot; the component renders again only when that part's value
 * changed (compared as data, so a selector may build a new object or array each time).
 */
export function usePlaySelect<T>(select: (play: PlaySnapshot) => T): T {
  const { store } = usePlayActions();
  const last = useRef<{ snapshot: PlaySnapshot; select: (play: PlaySnapshot) => T; value: T } | null>(null);
  const read = () => {
    const snapshot = store.get();
    const kept = last.current;
    if (kept !== null && kept.snapshot === snapshot && kept.select === select) return kept.value;
    const fresh = select(snapshot);
    const value = kept !== null && isSameData(kept.value, fresh) ? kept.value : fresh;
    last.current = { snapshot, select, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, read);
}

export const sameFigure = (a: FigureRef | null, b: FigureRef | null) => a !== null && b !== null && a.kind === b.kind && a.id === b.id;

/** A character, a summon or a standee on the map; undefined once it has left it. */
export function figureOf(state: ScenarioFacts, figure: FigureRef) {
  if (figure.kind === 'character') return state.characters[figure.id];
  if (figure.kind === 'summon') return state.summons[figure.id];
  return state.monsters[figure.id];
}

/** The selected figure, unless it has left the map (killed, or undone away). */
export const selectedOf = ({ view, selected }: PlaySnapshot): FigureRef | null =>
  selected !== null && figureOf(view.state, selected) !== undefined ? selected : null;

/** The name shown for a figure. */
export function nameOf(state: ScenarioFacts, figure: FigureRef): string {
  if (figure.kind === 'character') return state.characters[figure.id]?.name ?? figure.id;
  if (figure.kind === 'summon') return state.summons[figure.id]?.name ?? figure.id;
  const standee = state.monsters[figure.id];
  if (!standee) return figure.id;
  return `${state.monsterTypes[standee.typeId]?.name ?? standee.typeId} ${standee.number}`;
}
