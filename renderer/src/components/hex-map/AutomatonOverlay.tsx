import type { MonsterTurnOption } from '@shared/monster-ai';
import type { BoardFigure } from '@shared/map/position';
import { HEX_SIZE } from './geometry';
import { useGeometry } from './geometry-context';

interface Props {
  option: MonsterTurnOption;
  figures: readonly BoardFigure[];
}

/**
 * The automaton's answer drawn on the map: the path as arrows, the hex it ends on, a dashed ring
 * on its focus, red lines to whom it attacks, and the hexes an area attack covers.
 */
export function AutomatonOverlay({ option, figures }: Props) {
  const { centreOf, pointsOf } = useGeometry();
  const hexOf = (id: string) => figures.find((f) => f.id === id)?.hex;
  const path = option.path
    .map((hex) =>
      centreOf(hex)
        .map((n) => n.toFixed(1))
        .join(','),
    )
    .join(' ');
  const [dx, dy] = centreOf(option.moveTo);
  return (
    <g pointerEvents="none" data-testid="automaton-overlay">
      <defs>
        <marker id="haven-path-arrow" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" fill="#ffd43b" />
        </marker>
      </defs>
      {(option.area ?? []).map((hex) => (
        <polygon key={`area-${hex.join(',')}`} points={pointsOf(hex, HEX_SIZE, 0.85)} fill="#e03131" opacity={0.35} />
      ))}
      {option.headingFor.map((hex) => {
        const [x, y] = centreOf(hex);
        return <circle key={`goal-${hex.join(',')}`} cx={x} cy={y} r={5} fill="#ffd43b" opacity={0.7} />;
      })}
      <polygon
        points={pointsOf(option.moveTo, HEX_SIZE, 0.92)}
        fill="none"
        stroke="#ffd43b"
        strokeWidth={5}
        data-testid="automaton-destination"
      />
      {option.path.length > 1 && (
        <polyline
          points={path}
          fill="none"
          stroke="#ffd43b"
          strokeWidth={5}
          strokeLinejoin="round"
          strokeDasharray="2 8"
          strokeLinecap="round"
          markerEnd="url(#haven-path-arrow)"
        />
      )}
      {option.focus.map((id) => {
        const hex = hexOf(id);
        if (!hex) return null;
        const [x, y] = centreOf(hex);
        return (
          <circle
            key={`focus-${id}`}
            cx={x}
            cy={y}
            r={HEX_SIZE * 0.95}
            fill="none"
            stroke="#ffd43b"
            strokeWidth={3}
            strokeDasharray="6 4"
          />
        );
      })}
      {option.attacks.map((id) => {
        const hex = hexOf(id);
        if (!hex) return null;
        const [x, y] = centreOf(hex);
        return (
          <g key={`attack-${id}`}>
            <line x1={dx} y1={dy} x2={x} y2={y} stroke="#ff6b6b" strokeWidth={4} />
            <circle cx={x} cy={y} r={HEX_SIZE * 0.85} fill="none" stroke="#ff6b6b" strokeWidth={4} />
          </g>
        );
      })}
    </g>
  );
}
