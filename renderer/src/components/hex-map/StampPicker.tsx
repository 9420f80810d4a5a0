import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { stampOf, STAMP_TILES } from '@shared/layout';
import type { Edition } from '@shared/rules/campaign/edition';
import { hexOfKey } from '@shared/map/position';
import { POINTY_GEOMETRY } from './geometry';
import { TERRAIN_FILL, type Tool } from './tools';

interface Props {
  tool: Tool;
  onTool(tool: Tool): void;
  /** The scenario's edition, when the board is a scenario's. */
  edition?: Edition;
}

const TILE_OPTIONS = STAMP_TILES.map((name) => ({ value: name, label: name }));

/** The tile's shape as it will land, small: its hexes in rows, its middle hex marked. */
function StampShape({ tile, turns }: { tile: string; turns: number }) {
  const room = useMemo(() => stampOf(tile, turns), [tile, turns]);
  if (!room) return null;
  const hexes = Object.keys(room.tiles).map(hexOfKey);
  const centres = hexes.map(POINTY_GEOMETRY.centreOf);
  const xs = centres.map(([x]) => x);
  const ys = centres.map(([, y]) => y);
  const pad = 32;
  const box = [
    Math.min(...xs) - pad,
    Math.min(...ys) - pad,
    Math.max(...xs) - Math.min(...xs) + 2 * pad,
    Math.max(...ys) - Math.min(...ys) + 2 * pad,
  ];
  return (
    <svg
      viewBox={box.join(' ')}
      width={96}
      height={72}
      aria-hidden
      data-testid="stamp-shape"
      style={{ background: '#1b1815', borderRadius: 6 }}
    >
      {hexes.map((hex) => (
        <polygon
          key={String(hex)}
          points={POINTY_GEOMETRY.pointsOf(hex)}
          fill={hex[0] === 0 && hex[1] === 0 ? '#ffd43b' : TERRAIN_FILL.floor}
          stroke="#4a3d2c"
          strokeWidth={3}
        />
      ))}
    </svg>
  );
}

/**
 * Stamping a map tile where the scenario has no map (issue 27): pick the tile side as the scenario
 * book names it, turn it, then tap the board where its middle hex goes (the marked hex). A room of
 * a scenario is a few stamps, its overlays a few taps of the terrain tools.
 */
export const StampPicker = memo(function StampPicker({ tool, onTool, edition }: Props) {
  const { t } = useTranslation();
  const [tile, setTile] = useState<string>(tool.kind === 'stamp' ? tool.tile : 'A1a');
  const [turns, setTurns] = useState(tool.kind === 'stamp' ? tool.turns : 0);
  const isStamping = tool.kind === 'stamp';
  const choose = (nextTile: string, nextTurns: number) => {
    setTile(nextTile);
    setTurns(nextTurns);
    const room = stampOf(nextTile, nextTurns);
    if (room) onTool({ kind: 'stamp', tile: nextTile, turns: nextTurns, room });
  };
  return (
    <Stack gap={6} data-testid="stamp-picker">
      <Text size="sm" fw={600}>
        {t('hexMap.stamp.title')}
      </Text>
      {/* The tile's name on a row of its own (a narrow palette column keeps "N1b" whole), then its turn and shape. */}
      <Select
        label={t('hexMap.stamp.tile')}
        data={TILE_OPTIONS}
        value={tile}
        searchable
        allowDeselect={false}
        onChange={(value) => value && choose(value, turns)}
        size="md"
        comboboxProps={{ withinPortal: true }}
        data-testid="stamp-tile"
      />
      {/* The tile names are the 1st edition's box (see STAMP_TILES): a 2nd-edition group is told so. */}
      {edition === 'gh2' && (
        <Text size="xs" c="dimmed" data-testid="stamp-edition-note">
          {t('hexMap.stamp.firstEditionNames')}
        </Text>
      )}
      <Group gap={8} wrap="nowrap" align="center">
        <Button
          variant="default"
          h={44}
          px={10}
          style={{ flex: '1 1 auto', minWidth: 0 }}
          onClick={() => choose(tile, (turns + 1) % 6)}
          aria-label={t('hexMap.stamp.turn')}
          data-testid="stamp-turn"
        >
          ↻ {t('hexMap.stamp.turns', { turns })}
        </Button>
        <StampShape tile={tile} turns={turns} />
      </Group>
      <Button
        h={44}
        variant={isStamping ? 'filled' : 'default'}
        aria-pressed={isStamping}
        onClick={() => choose(tile, turns)}
        data-testid="stamp-tool"
      >
        {t('hexMap.stamp.use', { tile })}
      </Button>
    </Stack>
  );
});
