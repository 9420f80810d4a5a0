import { Tooltip } from '@mantine/core';
import { cloneElement, useCallback, useEffect, useRef, useState, type ReactElement } from 'react';

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
  const pressTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const swallowClick = useRef(false);
  useEffect(
    () => () => {
      clearTimeout(pressTimer.current);
      clearTimeout(hideTimer.current);
    },
    [],
  );

  const onPointerDown = useCallback((event: React.PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    swallowClick.current = false;
    clearTimeout(pressTimer.current);
    pressTimer.current = setTimeout(() => {
      swallowClick.current = true;
      clearTimeout(hideTimer.current);
      setHeld(true);
    }, LONG_PRESS_MS);
  }, []);
  const onPointerEnd = useCallback(() => {
    clearTimeout(pressTimer.current);
    if (!swallowClick.current) return;
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setHeld(false), SHOWN_AFTER_MS);
  }, []);
  const onClickCapture = useCallback((event: React.MouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }, []);
  // The browser's own long-press menu would cover the name.
  const onContextMenu = useCallback((event: React.MouseEvent) => {
    if (swallowClick.current) event.preventDefault();
  }, []);

  return (
    <Tooltip label={label} events={{ hover: true, focus: true, touch: false }} opened={isHeld ? true : undefined}>
      {cloneElement(children, { onPointerDown, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onClickCapture, onContextMenu })}
    </Tooltip>
  );
}
