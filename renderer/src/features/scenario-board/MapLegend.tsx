import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioMapView } from '@shared/ipc/scenario-types';
import { TERRAIN_FILL } from '../../components/hex-map/tools';
import { MARK_GLYPHS, markLabel } from './map-marks';

const HEX = '12,1 22,7 22,17 12,23 2,17 2,7';

/** A sign as small as a line of text, drawn as the board draws it. */
function Sign({ children }: { children: ReactNode }) {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden style={{ flexShrink: 0 }}>
      {children}
    </svg>
  );
}

const Glyph = ({ fill, text }: { fill: string; text: string }) => (
  <Sign>
    <polygon points={HEX} fill={fill} />
    <text x={12} y={12.5} textAnchor="middle" dominantBaseline="central" fontSize={12} fill="#f4ead8">
      {text}
    </text>
  </Sign>
);

/**
 * What each mark of the map means, for the marks this map has: every kind told apart by its shape
 * as well as its colour (the board draws the same signs).
 */
export const MapLegend = memo(function MapLegend({ map }: { map: ScenarioMapView }) {
  const { t } = useTranslation();
  const entries: Array<{ key: string; sign: ReactNode; label: string }> = [];
  const seen = new Set<string>();
  for (const mark of map.marks) {
    const key = mark.kind === 'trap' ? `trap:${mark.trap ?? 'spike'}` : mark.kind === 'chest' ? 'chest' : mark.kind;
    if (seen.has(key)) continue;
    seen.add(key);
    const label = mark.kind === 'chest' ? t('board.map.marks.chest') : markLabel(mark, t);
    const sign =
      mark.kind === 'start' ? (
        <Sign>
          <polygon points="12,4 19,8 19,16 12,20 5,16 5,8" fill="none" stroke="#69db7c" strokeWidth={2.5} />
          <circle cx={12} cy={12} r={2} fill="#69db7c" />
        </Sign>
      ) : mark.kind === 'coin' ? (
        <Sign>
          <circle cx={12} cy={12} r={8} fill="#f2c94c" stroke="#5c4410" strokeWidth={2} />
          <circle cx={12} cy={12} r={4} fill="none" stroke="#5c4410" strokeWidth={1.5} />
        </Sign>
      ) : mark.kind === 'chest' ? (
        <Sign>
          <rect x={4} y={6} width={16} height={12} rx={2} fill="#8a5a2b" stroke="#f2c94c" strokeWidth={2} />
        </Sign>
      ) : mark.kind === 'trap' ? (
        <Glyph fill={TERRAIN_FILL.trap} text={MARK_GLYPHS[key] ?? '✕'} />
      ) : mark.kind === 'obstacle' ? (
        <Glyph fill={TERRAIN_FILL.obstacle} text="▲" />
      ) : mark.kind === 'hazardous' ? (
        <Glyph fill={TERRAIN_FILL.hazardous} text="!" />
      ) : mark.kind === 'difficult' ? (
        <Glyph fill={TERRAIN_FILL.difficult} text="≈" />
      ) : (
        <Glyph fill={TERRAIN_FILL.wall} text="" />
      );
    entries.push({ key, sign, label });
  }
  if (map.doors.some((door) => door.opens))
    entries.push({
      key: 'door',
      sign: (
        <Sign>
          <polygon points={HEX} fill="none" stroke="#ff922b" strokeWidth={2} strokeDasharray="4 2" />
          <rect x={5} y={10} width={14} height={4} rx={1} fill="#3b2412" stroke="#e0b070" strokeWidth={1.5} />
        </Sign>
      ),
      label: t('board.map.legendDoor'),
    });
  if (map.hiddenRooms.length > 0)
    entries.push({
      key: 'hidden',
      sign: (
        <Sign>
          <polygon points={HEX} fill="#0d0b0a" fillOpacity={0.7} stroke="#6d6253" strokeDasharray="2 2" />
        </Sign>
      ),
      label: t('board.map.legendHidden'),
    });
  if (map.leftOff.length > 0)
    entries.push({
      key: 'leftOff',
      sign: (
        <Sign>
          <circle cx={12} cy={12} r={8} fill="none" stroke="#ff6b6b" strokeWidth={2} strokeDasharray="3 2" />
          <text x={12} y={12.5} textAnchor="middle" dominantBaseline="central" fontSize={11} fontWeight={700} fill="#ff6b6b">
            ?
          </text>
        </Sign>
      ),
      label: t('board.map.legendLeftOff'),
    });
  return (
    <Stack gap={4} data-testid="map-legend">
      <Text size="sm" fw={600}>
        {t('board.map.legend')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing={4} verticalSpacing={2}>
        {entries.map((entry) => (
          <Group key={entry.key} gap={6} wrap="nowrap" data-legend={entry.key}>
            <span style={{ background: '#1b1815', borderRadius: 4, lineHeight: 0, padding: 1 }}>{entry.sign}</span>
            <Text size="sm">{entry.label}</Text>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
});
