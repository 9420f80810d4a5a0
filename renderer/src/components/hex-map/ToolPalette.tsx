import { memo } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Terrain } from '../../../../shared/map/position';
import { TERRAIN_FILL, TERRAIN_LABELS, toolKey, type Tool } from './tools';

const PAINTS: Terrain[] = ['floor', 'wall', 'obstacle', 'trap', 'hazardous', 'difficult', 'icy', 'doorClosed'];
const SHAPES: Array<{ tool: Tool; label: string; hint: string }> = [
  { tool: { kind: 'select' }, label: 'Move figures', hint: 'Drag a figure, or tap it and then tap a hex; drag the map to pan' },
  { tool: { kind: 'pan' }, label: 'Pan', hint: 'Drag to move the map (two fingers always pan and zoom)' },
  { tool: { kind: 'room' }, label: 'Room', hint: 'Drag a rectangle: floor inside, walls around' },
  { tool: { kind: 'rectangle' }, label: 'Rectangle', hint: 'Drag a rectangle of floor' },
  { tool: { kind: 'thinWall' }, label: 'Thin wall', hint: 'Tap near the edge of a hex to add or remove a thin wall there' },
  { tool: { kind: 'paint', terrain: null }, label: 'Erase', hint: 'Drag over hexes to take them off the board' },
  { tool: { kind: 'copy' }, label: 'Copy room', hint: 'Drag a rectangle over a room to copy its layout' },
  { tool: { kind: 'paste' }, label: 'Paste room', hint: 'Tap where the copied room’s corner goes' },
];

interface Props {
  tool: Tool;
  onTool(tool: Tool): void;
  hasClipboard: boolean;
}

/** The tools that draw the map; painting terrain works by dragging across hexes. */
export const ToolPalette = memo(function ToolPalette({ tool, onTool, hasClipboard }: Props) {
  const current = toolKey(tool);
  const hint =
    SHAPES.find((s) => toolKey(s.tool) === current)?.hint ??
    (tool.kind === 'paint'
      ? 'Drag across hexes to paint; tap a door to open or close it'
      : tool.kind === 'place'
        ? 'Tap a hex to place the figure'
        : '');
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
        {SHAPES.map(({ tool: t, label }) => (
          <Button
            key={label}
            size="sm"
            px={8}
            variant={toolKey(t) === current ? 'filled' : 'default'}
            aria-pressed={toolKey(t) === current}
            disabled={t.kind === 'paste' && !hasClipboard}
            onClick={() => onTool(t)}
          >
            {label}
          </Button>
        ))}
      </SimpleGrid>
      <Text size="sm" fw={600}>
        Paint terrain
      </Text>
      <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
        {PAINTS.map((terrain) => {
          const t: Tool = { kind: 'paint', terrain };
          return (
            <Button
              key={terrain}
              size="sm"
              px={8}
              fz={13}
              variant={toolKey(t) === current ? 'filled' : 'default'}
              leftSection={
                <span
                  style={{
                    display: 'inline-block',
                    width: 14,
                    height: 14,
                    borderRadius: 3,
                    background: TERRAIN_FILL[terrain],
                    border: '1px solid #0006',
                  }}
                />
              }
              justify="flex-start"
              onClick={() => onTool(t)}
            >
              {TERRAIN_LABELS[terrain]}
            </Button>
          );
        })}
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="tool-hint">
        {hint}
      </Text>
    </Stack>
  );
});
