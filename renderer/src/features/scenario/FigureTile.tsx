import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConditionToken, FigureRef, StandeeState, SummonState } from '@shared/rules/scenario';
import { ConditionIcon } from './icons';
import { PLAIN_BUTTON } from './plain-styles';

const RANK_COLOURS = {
  normal: 'var(--mantine-color-gray-5)',
  elite: 'var(--mantine-color-yellow-5)',
  boss: 'var(--mantine-color-red-6)',
} as const;
const SUMMON_COLOUR = 'var(--mantine-color-grape-5)';

const ROW: React.CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  whiteSpace: 'nowrap',
  lineHeight: 1,
};
const TRACK: React.CSSProperties = { height: 5, borderRadius: 5, overflow: 'hidden', background: 'var(--mantine-color-default-border)' };
const MARKS: React.CSSProperties = { display: 'flex', alignItems: 'center', gap: 2, minHeight: 16 };
const DETAIL: React.CSSProperties = {
  fontSize: 'var(--mantine-font-size-xs)',
  fontWeight: 600,
  color: 'var(--mantine-color-dimmed)',
  whiteSpace: 'nowrap',
};
const TAG: React.CSSProperties = {
  fontSize: 9.5,
  fontWeight: 700,
  lineHeight: '14px',
  padding: '0 6px',
  borderRadius: 8,
  textTransform: 'uppercase',
  background: 'var(--mantine-color-grape-filled)',
  color: 'var(--mantine-color-white)',
};

interface TileProps {
  figure: FigureRef;
  label: string;
  /** How wide the label may grow: a summon's name, a standee's number. */
  isWide: boolean;
  health: number;
  maxHealth: number;
  conditions: ConditionToken[];
  tag: string | null;
  /** Small print beside the conditions: a summon's move, attack, shield and retaliate. */
  detail?: string;
  borderColour: string;
  isSelected: boolean;
  isActive: boolean;
  ariaLabel: string;
  onSelect(figure: FigureRef): void;
}

/**
 * A figure on the map as a tile: its number or name, a hit-point bar, its conditions; tap to
 * select it. Plain elements: a round's draw and undo mount many tiles, and Mantine's are slower.
 */
function Tile({
  figure,
  label,
  isWide,
  health,
  maxHealth,
  conditions,
  tag,
  detail,
  borderColour,
  isSelected,
  isActive,
  ariaLabel,
  onSelect,
}: TileProps) {
  const isLow = health * 3 <= maxHealth;
  return (
    <button
      type="button"
      onClick={() => onSelect(figure)}
      data-testid={`${figure.kind === 'monster' ? 'standee' : 'summon'}-${figure.id}`}
      aria-pressed={isSelected}
      aria-label={ariaLabel}
      style={{
        ...PLAIN_BUTTON,
        border: `3px solid ${borderColour}`,
        borderRadius: 10,
        padding: '4px 8px',
        minWidth: 92,
        maxWidth: isWide ? 200 : undefined,
        minHeight: 54,
        outline: isSelected ? '3px solid var(--mantine-color-blue-5)' : isActive ? '3px solid var(--mantine-color-green-5)' : undefined,
        outlineOffset: 2,
        background: isActive ? 'var(--mantine-color-green-light)' : undefined,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <span style={ROW}>
        <span
          style={
            isWide
              ? { fontWeight: 800, fontSize: 'var(--mantine-font-size-md)', overflow: 'hidden', textOverflow: 'ellipsis' }
              : { fontWeight: 800, fontSize: 22 }
          }
        >
          {label}
        </span>
        <span style={{ fontWeight: 700, fontSize: 'var(--mantine-font-size-md)' }}>
          {health}/{maxHealth}
        </span>
      </span>
      <span style={TRACK}>
        <span
          style={{
            display: 'block',
            height: '100%',
            width: `${(100 * health) / Math.max(1, maxHealth)}%`,
            background: isLow ? 'var(--mantine-color-red-filled)' : 'var(--mantine-color-teal-filled)',
          }}
        />
      </span>
      <span style={MARKS}>
        {tag && <span style={TAG}>{tag}</span>}
        {conditions.map((c) => (
          <ConditionIcon key={c.name} condition={c.name} size={18} />
        ))}
        {detail && <span style={DETAIL}>{detail}</span>}
      </span>
    </button>
  );
}

/** One monster standee; renders again only when the standee itself, or whether it is selected or acting, changed. */
export const StandeeTile = memo(function StandeeTile({
  standee,
  isSelected,
  isActive,
  onSelect,
}: {
  standee: StandeeState;
  isSelected: boolean;
  isActive: boolean;
  onSelect(figure: FigureRef): void;
}) {
  const { t } = useTranslation();
  return (
    <Tile
      figure={{ kind: 'monster', id: standee.id }}
      label={String(standee.number)}
      isWide={false}
      health={standee.health}
      maxHealth={standee.maxHealth}
      conditions={standee.conditions}
      tag={standee.isSummoned ? t('play.tile.summoned') : null}
      borderColour={RANK_COLOURS[standee.rank]}
      isSelected={isSelected}
      isActive={isActive}
      ariaLabel={t('play.tile.standee', {
        rank: t(`play.ranks.${standee.rank}`),
        number: standee.number,
        health: standee.health,
        max: standee.maxHealth,
      })}
      onSelect={onSelect}
    />
  );
});

/** A character's summon, beside its owner; "next round" until it first acts (it waits a round when summoned during turns). */
export const SummonTile = memo(function SummonTile({
  summon,
  round,
  isSelected,
  isActive,
  onSelect,
}: {
  summon: SummonState;
  round: number;
  isSelected: boolean;
  isActive: boolean;
  onSelect(figure: FigureRef): void;
}) {
  const { t } = useTranslation();
  const isWaiting = summon.firstRound > round;
  return (
    <Tile
      figure={{ kind: 'summon', id: summon.id }}
      label={summon.name}
      isWide
      health={summon.health}
      maxHealth={summon.maxHealth}
      conditions={summon.conditions}
      tag={isWaiting ? t('play.tile.nextRound') : null}
      detail={[
        summon.move !== undefined ? t('play.tile.move', { value: summon.move }) : '',
        summon.attack !== undefined
          ? summon.range
            ? t('play.tile.attackRange', { value: summon.attack, range: summon.range })
            : t('play.tile.attack', { value: summon.attack })
          : '',
        summon.shield ? t('play.tile.shield', { value: summon.shield }) : '',
        summon.retaliate ? t('play.tile.retaliate', { value: summon.retaliate }) : '',
      ]
        .filter(Boolean)
        .join(' · ')}
      borderColour={SUMMON_COLOUR}
      isSelected={isSelected}
      isActive={isActive}
      ariaLabel={t('play.tile.summon', {
        name: summon.name,
        health: summon.health,
        max: summon.maxHealth,
        isWaiting: isWaiting ? 'yes' : 'no',
      })}
      onSelect={onSelect}
    />
  );
});
