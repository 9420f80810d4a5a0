import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BoardPosition } from '@shared/map/position';
import { ExchangePanel } from './ExchangePanel';
import { ToolPalette } from './ToolPalette';
import type { Tool } from './tools';

interface Props {
  tool: Tool;
  onTool(tool: Tool): void;
  /** From useBoardEditing: whether a room is copied, and the position now (read when exporting). */
  editing: { hasClipboard: boolean; currentPosition(): BoardPosition };
  /** The figures card's title and what it holds (a palette, or the figure picked on the board). */
  figuresTitle: string;
  figures: ReactNode;
  /** What a board adds between the figures and the exchange (the in-play board's doors). */
  children?: ReactNode;
  /** The exchange panel's: why nothing can be exported yet, and an import. */
  problem: string | null;
  onImport(position: BoardPosition): void;
}

/** The tools beside a hex board, on both boards (the Monster AI page and the in-play board). */
export function BoardToolsColumn({ tool, onTool, editing, figuresTitle, figures, children, problem, onImport }: Props) {
  return (
    <Stack gap="sm">
      <Card withBorder padding="sm">
        <ToolPalette tool={tool} onTool={onTool} hasClipboard={editing.hasClipboard} />
      </Card>
      <Card withBorder padding="sm">
        <Text size="sm" fw={600} mb={6}>
          {figuresTitle}
        </Text>
        {figures}
      </Card>
      {children}
      <Card withBorder padding="sm">
        <ExchangePanel problem={problem} currentPosition={editing.currentPosition} onImport={onImport} />
      </Card>
    </Stack>
  );
}
