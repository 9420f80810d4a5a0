import { getHotkeyHandler, useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { useEffect, useEffectEvent } from 'react';
import { ELEMENTS } from '@shared/rules/scenario';
import { figureOf, selectedOf, usePlayActions, type PlaySnapshot } from '../../common/play/play-context';

/** Whose summon S adds: the selected character, else the one whose turn it is, else the only one who can. */
export function summonerOf(play: PlaySnapshot): string | null {
  const { state } = play.view;
  const canSummon = (id: string | undefined) => id !== undefined && state.characters[id] !== undefined && !state.characters[id].isExhausted;
  const selected = selectedOf(play);
  if (selected?.kind === 'character' && canSummon(selected.id)) return selected.id;
  if (state.activeFigure?.kind === 'character' && canSummon(state.activeFigure.id)) return state.activeFigure.id;
  const able = Object.keys(state.characters).filter(canSummon);
  return able.length === 1 ? able[0]! : null;
}

interface PlayKeys {
  onUndo(): void;
  onRedo(): void;
  onDraw(): void;
  onNext(): void;
  onEndRound(): void;
  onToggleHistory(): void;
  onAddSummon(ownerId: string): void;
  attackRef: React.RefObject<(() => void) | null>;
}

/**
 * The play screen's keys (listed in HelpDialog's SHORTCUTS). Each reads the session when pressed,
 * so the screen need not render again for its keys to see the latest state.
 */
export function usePlayHotkeys({ onUndo, onRedo, onDraw, onNext, onEndRound, onToggleHistory, onAddSummon, attackRef }: PlayKeys): void {
  const { store, exec, select } = usePlayActions();
  const phase = () => store.get().view.state.phase;
  /** Damage (negative) or heal the selected figure. */
  const changeHealth = (amount: number) => {
    const figure = selectedOf(store.get());
    if (!figure) return;
    void exec(amount < 0 ? { type: 'SufferDamage', figure, amount: -amount, source: 'other' } : { type: 'Heal', figure, amount });
  };
  /** A monster or a summon goes to 0 hit points: it dies (characters are exhausted another way). */
  const kill = () => {
    const play = store.get();
    const figure = selectedOf(play);
    if (!figure || figure.kind === 'character') return;
    const health = figureOf(play.view.state, figure)?.health ?? 0;
    if (health > 0) void exec({ type: 'SufferDamage', figure, amount: health, source: 'other' });
  };
  const summon = () => {
    const owner = summonerOf(store.get());
    if (owner !== null) onAddSummon(owner);
  };
  const keys: HotkeyItem[] = [
    ['mod+Z', onUndo],
    ['mod+shift+Z', onRedo],
    ['D', () => phase() === 'cardSelection' && onDraw()],
    ['N', onNext],
    ['E', () => phase() === 'turns' && onEndRound()],
    ['A', () => attackRef.current?.()],
    ['H', onToggleHistory],
    ['K', kill],
    ['S', summon],
    ['minus', () => changeHealth(-1)],
    ['shift+equal', () => changeHealth(1)],
    ['equal', () => changeHealth(1)],
    ['Escape', () => select(null)],
    ...ELEMENTS.map(
      (element, i) =>
        [
          String(i + 1),
          () => {
            const { state } = store.get().view;
            void exec(
              state.elements[element] === 'inert'
                ? { type: 'InfuseElement', element, isImmediate: state.activeFigure === null }
                : { type: 'ConsumeElement', element },
            );
          },
        ] as [string, () => void],
    ),
  ];
  useHotkeys(keys);
  useInitiativeFieldKeys(keys);
}

/**
 * The keys that still work while an initiative field has the focus: those that cannot be part of
 * what is typed there ("12 45", "r", "rest", "long rest"), so Ctrl+Z undoes the last step and D
 * draws without leaving the field first (issue 16). Digits, the letters of "long rest" and the
 * signs stay the field's.
 */
export const INITIATIVE_FIELD_KEYS = ['mod+Z', 'mod+shift+Z', 'D', 'A', 'K', 'H', 'Escape'];

function useInitiativeFieldKeys(keys: HotkeyItem[]): void {
  // The listener is added once and reads the latest keys when a key is pressed.
  const onFieldKey = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.target instanceof HTMLElement) || !event.target.matches('[data-initiative-field]')) return;
    getHotkeyHandler(keys.filter(([key]) => INITIATIVE_FIELD_KEYS.includes(key)))(event);
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => onFieldKey(event);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
