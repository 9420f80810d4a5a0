import { Group, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandeeStats } from '@shared/rules/scenario';
import { wordLine, type Translate } from '@shared/rules/words';
import { conditionWord } from '../../common/play/game-words';
import { ConditionIcon } from './icons';

/**
 * A rank's attributes in the screen's language. A special line Haven makes ("Immune to push and
 * pull", a boss's "Special 1: …") comes with its words; one without is the content's own text (or
 * a scenario stored before lines had words) and reads as it came.
 */
function extrasOf(stats: StandeeStats, t: TFunction): string[] {
  const a = stats.attributes;
  return [
    a.shield ? t('play.monsters.shield', { value: a.shield }) : null,
    a.retaliate
      ? a.retaliateRange
        ? t('play.monsters.retaliateRange', { value: a.retaliate, range: a.retaliateRange })
        : t('play.monsters.retaliate', { value: a.retaliate })
      : null,
    a.pierce ? t('play.monsters.pierce', { value: a.pierce }) : null,
    a.target && a.target > 1 ? t('play.monsters.target', { value: a.target }) : null,
    a.isFlying ? t('play.monsters.flying') : null,
    a.immunities?.length ? t('play.monsters.immune', { conditions: a.immunities.map((c) => conditionWord(t, c)).join(', ') }) : null,
    ...(a.special ?? []).map((line, i) => {
      const words = a.specialWords?.[i];
      return words ? wordLine(words, t as unknown as Translate) : line;
    }),
  ].filter((x): x is string => x !== null);
}

/**
 * The stat card at this scenario's level: one row per rank with hit points, move, attack, range and
 * attributes. Where its box is narrow (a phone, a tablet's middle column) the name goes above the
 * numbers and the attributes below them, so no column is ever cut off (issue 16: Range at 1024 px).
 * The box's width decides (a container query in play-screen.css), not the window's.
 */
export function StatTable({
  title,
  rows,
}: {
  title: React.ReactNode;
  rows: Array<{ label: string; colour: string; stats: StandeeStats }>;
}) {
  const { t } = useTranslation();
  return (
    <div className="haven-stat-card" data-testid="stat-card">
      <div className="haven-stat-title-above">{title}</div>
      <Table withRowBorders={false} verticalSpacing={0} horizontalSpacing={6} fz="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th className="haven-stat-title-beside">{title}</Table.Th>
            <Table.Th fz="xs" c="dimmed">
              {t('play.monsters.hp')}
            </Table.Th>
            <Table.Th fz="xs" c="dimmed">
              {t('play.monsters.move')}
            </Table.Th>
            <Table.Th fz="xs" c="dimmed">
              {t('play.monsters.attack')}
            </Table.Th>
            <Table.Th fz="xs" c="dimmed">
              {t('play.monsters.range')}
            </Table.Th>
            <Table.Th className="haven-stat-extras-beside" miw={90} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ label, colour, stats }) => (
            <Fragment key={label}>
              <Table.Tr>
                <Table.Td>
                  <Text fw={800} c={colour} fz="xs" tt="uppercase">
                    {label}
                  </Text>
                </Table.Td>
                <Table.Td fw={800}>{stats.health}</Table.Td>
                <Table.Td fw={800}>{stats.move}</Table.Td>
                <Table.Td fw={800}>{stats.attack}</Table.Td>
                <Table.Td fw={800}>{stats.range > 0 ? stats.range : '–'}</Table.Td>
                <Table.Td className="haven-stat-extras-beside">
                  <Extras stats={stats} />
                </Table.Td>
              </Table.Tr>
              {hasExtras(stats, t) && (
                <Table.Tr className="haven-stat-extras-below">
                  <Table.Td colSpan={5} pb={4}>
                    <Extras stats={stats} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

const hasExtras = (stats: StandeeStats, t: TFunction) =>
  extrasOf(stats, t).length > 0 || (stats.attributes.conditionsOnAttack ?? []).length > 0;

/** A rank's attributes and the conditions its attacks add. */
function Extras({ stats }: { stats: StandeeStats }) {
  const { t } = useTranslation();
  const extras = extrasOf(stats, t).join(' · ');
  return (
    <Group gap={4} wrap="nowrap" title={extras}>
      {(stats.attributes.conditionsOnAttack ?? []).map((c) => (
        <ConditionIcon key={c} condition={c} size={18} />
      ))}
      {/* All of it, however many lines: an immunity hidden behind "…" is no use by touch. */}
      <Text fz="xs" fw={600} lh={1.15}>
        {extras}
      </Text>
    </Group>
  );
}
