import { useHotkeys } from '@mantine/hooks';
import { ELEMENTS } from '../../../../shared/rules/scenario';
import { figureOf, selectedOf, usePlayActions } from './play-context';

interface PlayKeys {
  onUndo(): void;
  onRedo(): void;
  onDraw(): void;
  onNext(): void;
  onEndRound(): void;
  onToggleHistory(): void;
  attackRef: React.RefObject<(() => void) | null>;
}

/**
 * The play screen's keys (listed in HelpDialog's SHORTCUTS). Each reads the session when pressed,
 * so the screen need not render again for its keys to see the latest state.
 */
export function usePlayHotkeys({ onUndo, onRedo, onDraw, onNext, onEndRound, onToggleHistory, attackRef }: PlayKeys): void {
  const { store, exec, select } = usePlayActions();
  const phase = () => store.get().view.state.phase;
  /** Damage (negative) or heal the selected figure. */
  const changeHealth = (amount: number) => {
    const figure = selectedOf(store.get());
    if (!figure) return;
    void exec(amount < 0 ? { type: 'SufferDamage', figure, amount: -amount, source: 'other' } : { type: 'Heal', figure, amount });
  };
  /** A monster goes to 0 hit points: it dies. */
  const kill = () => {
    const play = store.get();
    const figure = selectedOf(play);
    if (!figure || figure.kind !== 'monster') return;
    const health = figureOf(play.view.state, figure)?.health ?? 0;
    if (health > 0) void exec({ type: 'SufferDamage', figure, amount: health, source: 'other' });
  };
  useHotkeys([
    ['mod+Z', onUndo],
    ['mod+shift+Z', onRedo],
    ['D', () => phase() === 'cardSelection' && onDraw()],
    ['N', onNext],
    ['E', () => phase() === 'turns' && onEndRound()],
    ['A', () => attackRef.current?.()],
    ['H', onToggleHistory],
    ['K', kill],
    ['minus', () => changeHealth(-1)],
    ['shift+equal', () => changeHealth(1)],
    ['equal', () => changeHealth(1)],
    ['Escape', () => select(null)],
    ...ELEMENTS.map((element, i) => [String(i + 1), () => {
      const { state } = store.get().view;
      void exec(state.elements[element] === 'inert' ? { type: 'InfuseElement', element, isImmediate: state.activeFigure === null } : { type: 'ConsumeElement', element });
    }] as [string, () => void]),
  ]);
}
