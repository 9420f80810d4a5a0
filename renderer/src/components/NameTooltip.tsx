import { Tooltip } from '@mantine/core';
import { cloneElement, useEffect, useState, type ReactElement } from 'react';

/** How long a finger rests on a button before its name shows instead of the tap (Android's long press). */
export const LONG_PRESS_MS = 500;
/** How long the name stays after the finger lifts. */
const SHOWN_AFTER_MS = 1500;

/** The handlers the press adds to its button (which has none of its own). */
interface PressProps {
  onPointerDown?: (event: React.PointerEvent) => void;
  onPointerUp?: () => void;
  onPointerCancel?: () => void;
  onClickCapture?: (event: React.MouseEvent) => void;
  onContextMenu?: (event: React.MouseEvent) => void;
}

/**
 * A button's name on hover, on keyboard focus, and by touch on a long press: the press shows the
 * name and does not press the button (the click that follows is swallowed), so a player can learn
 * what an icon means without changing the game. A short tap presses it as before.
 */
export function NameTooltip({ label, children }: { label: string; children: ReactElement<PressProps> }) {
  const [isHeld, setHeld] = useState(false);
  // Made once: the press's timers and its handlers live outside React's state (they change no render).
  const [press] = useState(() => longPress(setHeld));
  useEffect(() => press.dispose, [press]);
  return (
    <Tooltip label={label} events={{ hover: true, focus: true, touch: false }} opened={isHeld ? true : undefined}>
      {cloneElement(children, press.handlers)}
    </Tooltip>
  );
}

/** A long press by touch: `setHeld(true)` after LONG_PRESS_MS, the click that follows swallowed, and hidden again SHOWN_AFTER_MS after the lift. */
function longPress(setHeld: (isHeld: boolean) => void): { handlers: Required<PressProps>; dispose(): void } {
  let pressTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let swallowClick = false;
  const onPointerEnd = () => {
    clearTimeout(pressTimer);
    if (!swallowClick) return;
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => setHeld(false), SHOWN_AFTER_MS);
  };
  const handlers: Required<PressProps> = {
    onPointerDown(event) {
      if (event.pointerType === 'mouse') return;
      swallowClick = false;
      clearTimeout(pressTimer);
      pressTimer = setTimeout(() => {
        swallowClick = true;
        clearTimeout(hideTimer);
        setHeld(true);
      }, LONG_PRESS_MS);
    },
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onClickCapture(event) {
      if (!swallowClick) return;
      swallowClick = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // The browser's own long-press menu would cover the name.
    onContextMenu(event) {
      if (swallowClick) event.preventDefault();
    },
  };
  return {
    handlers,
    dispose() {
      clearTimeout(pressTimer);
      clearTimeout(hideTimer);
    },
  };
}
