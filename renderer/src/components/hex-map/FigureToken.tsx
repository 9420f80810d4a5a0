import type { Hex } from '@shared/hex/types';
import { memo, type SVGProps } from 'react';
import type { BoardFigure } from '@shared/map/position';
import { useSay } from '../../i18n/useSay';
import { figureLabel } from './figure-label';
import { HEX_SIZE } from './geometry';
import { useGeometry } from './geometry-context';

const CHARACTER_COLOURS = ['#2f7fd0', '#3fa35b', '#b0479f', '#c7603a', '#1f9ea3', '#8f6ad1'];

/** A steady colour per character, from its id, so that a figure keeps its colour between visits. */
function colourOf(id: string): string {
  let sum = 0;
  for (const c of id) sum = (sum * 31 + c.charCodeAt(0)) % 997;
  return CHARACTER_COLOURS[sum % CHARACTER_COLOURS.length] ?? '#2f7fd0';
}

function initials(name: string, fallback: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return fallback.toUpperCase();
  return words.length === 1
    ? (words[0] ?? '').slice(0, 2)
    : words
        .map((w) => w[0])
        .join('')
        .slice(0, 2)
        .toUpperCase();
}

interface Props {
  figure: BoardFigure;
  /** Drawn here instead of on its own hex (while dragged). */
  at?: Hex;
  isActive: boolean;
  isSelected: boolean;
  isGhost?: boolean;
}

/**
 * A figure as on the table: monsters are standees with their number, white for normal and gold for
 * elite; characters are coloured discs with initials; summons are smaller discs with a dashed rim.
 */
/** `translate="no"`, which React types for HTML elements only (the attribute is global in SVG too). */
const NOT_WORDS = { translate: 'no' } as SVGProps<SVGTextElement>;

export const FigureToken = memo(function FigureToken({ figure, at, isActive, isSelected, isGhost }: Props) {
  // Its name on hover in the screen's language ("Banditen-Wache 3").
  const say = useSay();
  const [x, y] = useGeometry().centreOf(at ?? figure.hex);
  const r = HEX_SIZE * (figure.kind === 'summon' ? 0.55 : 0.7);
  const isMonster = figure.kind === 'monster';
  const fill = isMonster ? (figure.isElite ? '#e2b33c' : '#f5f1e8') : colourOf(figure.id);
  // A monster without a standee number (imported from elsewhere) shows its id instead. Initials
  // and numbers are the name's letters, not words: never translated (translate="no").
  const text = isMonster ? String(figure.standee ?? figure.id) : initials(figure.name, figure.id);
  return (
    <g data-figure={figure.id} opacity={isGhost ? 0.45 : 1} style={{ cursor: 'grab' }}>
      <title>{figureLabel(figure, say)}</title>
      {(isActive || isSelected) && (
        <circle cx={x} cy={y} r={r + 5} fill="none" stroke={isSelected ? '#4dabf7' : '#ff922b'} strokeWidth={4} />
      )}
      <circle
        cx={x}
        cy={y}
        r={r}
        fill={fill}
        stroke={isMonster ? '#1d1a17' : '#f4ead8'}
        strokeWidth={figure.kind === 'summon' ? 3 : 2.5}
        strokeDasharray={figure.kind === 'summon' ? '5 3' : undefined}
      />
      <text
        x={x}
        y={y}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={isMonster && figure.standee !== undefined ? HEX_SIZE * 0.75 : HEX_SIZE * 0.5}
        fontWeight={700}
        fill={isMonster ? '#1d1a17' : '#ffffff'}
        pointerEvents="none"
        {...NOT_WORDS}
      >
        {text}
      </text>
      {isMonster && figure.name && (
        <text
          x={x}
          y={y + r + 9}
          textAnchor="middle"
          fontSize={HEX_SIZE * 0.36}
          fill="#f4ead8"
          stroke="#1d1a17"
          strokeWidth={3}
          paintOrder="stroke"
          pointerEvents="none"
          {...NOT_WORDS}
        >
          {initials(figure.name, '')}
        </text>
      )}
    </g>
  );
});
