import { memo } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Terrain } from '@shared/map/position';
import type { Edition } from '@shared/rules/campaign/edition';
import { StampPicker } from './StampPicker';
import { TERRAIN_FILL, toolKey, type Tool } from './tools';

const PAINTS: Terrain[] = ['floor', 'wall', 'obstacle', 'trap', 'hazardous', 'difficult', 'icy', 'doorClosed'];
/** Each tool's name is `hexMap.tools.<name>` in the catalog, its hint `hexMap.tools.<name>Hint`. */
const SHAPES: Array<{ tool: Tool; name: 'select' | 'pan' | 'room' | 'rectangle' | 'thinWall' | 'erase' | 'copy' | 'paste' }> = [
  { tool: { kind: 'select' }, name: 'select' },
  { tool: { kind: 'pan' }, name: 'pan' },
  { tool: { kind: 'room' }, name: 'room' },
  { tool: { kind: 'rectangle' }, name: 'rectangle' },
  { tool: { kind: 'thinWall' }, name: 'thinWall' },
  { tool: { kind: 'paint', terrain: null }, name: 'erase' },
  { tool: { kind: 'copy' }, name: 'copy' },
  { tool: { kind: 'paste' }, name: 'paste' },
];

const TWO_COLUMNS = { base: 1, '250px': 2 };

interface Props {
  tool: Tool;
  onTool(tool: Tool): void;
  hasClipboard: boolean;
  /** Whether map tiles may be stamped: not where the scenario's map is laid out already. */
  canStamp?: boolean;
  /** The scenario's edition, where the board is a scenario's: the stamp picker says whose tile names it offers. */
  edition?: Edition;
}

/** The tools that draw the map; painting terrain works by dragging across hexes. */
export const ToolPalette = memo(function ToolPalette({ tool, onTool, hasClipboard, canStamp = true, edition }: Props) {
  const { t } = useTranslation();
  const current = toolKey(tool);
  const shape = SHAPES.find((s) => toolKey(s.tool) === current);
  const hint = shape
    ? t(`hexMap.tools.${shape.name}Hint`)
    : tool.kind === 'paint'
      ? t('hexMap.tools.paintHint')
      : tool.kind === 'place'
        ? t('hexMap.tools.placeHint')
        : tool.kind === 'stamp'
          ? t('hexMap.stamp.hint')
          : '';
  return (
    // Two columns where the palette is wide enough for its longest words ("Verschieben",
    // "Gefährlich"), else one: a container query, as the palette's width is its column's, not the screen's.
    <Stack gap="xs" style={{ containerType: 'inline-size' }}>
      {canStamp && <StampPicker tool={tool} onTool={onTool} edition={edition} />}
      <SimpleGrid type="container" cols={TWO_COLUMNS} spacing={6} verticalSpacing={6}>
        {SHAPES.map(({ tool: shapeTool, name }) => (
          <Button
            key={name}
            size="sm"
            px={8}
            variant={toolKey(shapeTool) === current ? 'filled' : 'default'}
            aria-pressed={toolKey(shapeTool) === current}
            disabled={shapeTool.kind === 'paste' && !hasClipboard}
            onClick={() => onTool(shapeTool)}
          >
            {t(`hexMap.tools.${name}`)}
          </Button>
        ))}
      </SimpleGrid>
      <Text size="sm" fw={600}>
        {t('hexMap.tools.paint')}
      </Text>
      <SimpleGrid type="container" cols={TWO_COLUMNS} spacing={6} verticalSpacing={6}>
        {PAINTS.map((terrain) => {
          const paint: Tool = { kind: 'paint', terrain };
          return (
            <Button
              key={terrain}
              size="sm"
              px={8}
              fz={13}
              variant={toolKey(paint) === current ? 'filled' : 'default'}
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
              onClick={() => onTool(paint)}
            >
              {t(`hexMap.terrain.${terrain}`)}
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
