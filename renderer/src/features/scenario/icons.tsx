import { useTranslation } from 'react-i18next';
import type { Condition, Element } from '@shared/rules/scenario';
import { conditionWord, elementWord } from '../../common/play/game-words';

/**
 * Haven's own small icons for elements and conditions: plain geometric drawings in a 24x24 box
 * (no game art). Colour carries the meaning; the name goes in the title for screen readers.
 */

export const ELEMENT_COLOURS: Record<Element, string> = {
  fire: '#e8590c',
  ice: '#3bc9db',
  air: '#adb5bd',
  earth: '#5c940d',
  light: '#f2c200',
  dark: '#5f3dc4',
};

const ELEMENT_SHAPES: Record<Element, React.ReactNode> = {
  fire: <path d="M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-3-1-6 1-9z" />,
  ice: (
    <g strokeWidth={2.2} stroke="currentColor" fill="none" strokeLinecap="round">
      <path d="M12 2v20M3.3 7l17.4 10M3.3 17 20.7 7" />
      <path d="M9 4l3 2 3-2M9 20l3-2 3 2" />
    </g>
  ),
  air: (
    <g strokeWidth={2.4} stroke="currentColor" fill="none" strokeLinecap="round">
      <path d="M3 8h11a3 3 0 1 0-3-3" />
      <path d="M3 13h15a3 3 0 1 1-3 3" />
      <path d="M3 18h7" />
    </g>
  ),
  earth: <path d="M2 20 9 7l4 6 3-4 6 11z" />,
  light: (
    <g>
      <circle cx="12" cy="12" r="5" />
      <g strokeWidth={2.2} stroke="currentColor" strokeLinecap="round">
        <path d="M12 1v3M12 20v3M1 12h3M20 12h3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" />
      </g>
    </g>
  ),
  dark: <path d="M15 3a9 9 0 1 0 6 15A8 8 0 0 1 15 3z" />,
};

export function ElementIcon({ element, size = 24, muted = false }: { element: Element; size?: number; muted?: boolean }) {
  const { t } = useTranslation();
  const name = elementWord(t, element);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      style={{ color: muted ? 'var(--mantine-color-dimmed)' : ELEMENT_COLOURS[element], flexShrink: 0 }}
      role="img"
      aria-label={name}
    >
      <title>{name}</title>
      {ELEMENT_SHAPES[element]}
    </svg>
  );
}

export const CONDITION_COLOURS: Record<Condition, string> = {
  poison: '#2f9e44',
  wound: '#c92a2a',
  immobilize: '#1971c2',
  disarm: '#e67700',
  stun: '#862e9c',
  muddle: '#6741d9',
  invisible: '#495057',
  strengthen: '#d9480f',
  safeguard: '#0c8599',
  ward: '#1864ab',
};

const CONDITION_SHAPES: Record<Condition, React.ReactNode> = {
  poison: <path d="M12 2s7 8 7 13a7 7 0 0 1-14 0c0-5 7-13 7-13zm-3 12h6v2H9z" fillRule="evenodd" />,
  wound: <path d="M12 2s7 8 7 13a7 7 0 0 1-14 0c0-5 7-13 7-13zm-1 9v3H8v2h3v3h2v-3h3v-2h-3v-3z" fillRule="evenodd" />,
  immobilize: (
    <g fill="none" stroke="currentColor" strokeWidth={2.4}>
      <rect x="2" y="8" width="10" height="8" rx="4" />
      <rect x="12" y="8" width="10" height="8" rx="4" />
    </g>
  ),
  disarm: (
    <g stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" fill="none">
      <path d="M4 20 14 10M16 8l4-4M8 12l4 4" />
      <path d="M3 3l18 18" strokeWidth={1.6} />
    </g>
  ),
  stun: <path d="M12 2l2.6 6.2L21 9l-5 4.4L17.5 20 12 16.6 6.5 20 8 13.4 3 9l6.4-.8z" />,
  muddle: (
    <g fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round">
      <path d="M8 8a4 4 0 1 1 5 4c-1 .4-1 1-1 2.5" />
      <circle cx="12" cy="19" r="0.6" fill="currentColor" />
    </g>
  ),
  invisible: (
    <g fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round">
      <path d="M2 12s4-6 10-6 10 6 10 6-4 6-10 6S2 12 2 12z" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M4 20 20 4" />
    </g>
  ),
  strengthen: <path d="M12 2 20 12h-5v10H9V12H4z" />,
  safeguard: <path d="M12 2 20 5v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z" />,
  ward: (
    <g>
      <path d="M12 2 20 5v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5z" fill="none" stroke="currentColor" strokeWidth={2.2} />
      <circle cx="12" cy="11" r="3" />
    </g>
  ),
};

export function ConditionIcon({ condition, size = 22 }: { condition: Condition; size?: number }) {
  const { t } = useTranslation();
  const name = conditionWord(t, condition);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      style={{ color: CONDITION_COLOURS[condition], flexShrink: 0 }}
      role="img"
      aria-label={name}
    >
      <title>{name}</title>
      {CONDITION_SHAPES[condition]}
    </svg>
  );
}
