import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { BoardPosition } from '@shared/map/position';
import { ExchangePanel } from './ExchangePanel';
import { ToolPalette } from './ToolPalette';
import type { Tool } from './tools';

interface Props {
  tool: Tool;
  onTool(tool: Tool): void;
  hasClipboard: boolean;
  /** The figures card's title and what it holds (a palette, or the figure picked on the board). */
  figuresTitle: string;
  figures: ReactNode;
  /** What a board adds between the figures and the exchange (the in-play board's doors). */
  children?: ReactNode;
  /** The exchange panel's: why nothing can be exported yet, the position now, an import. */
  problem: string | null;
  currentPosition(): BoardPosition;
  onImport(position: BoardPosition): void;
}

/** The tools beside a hex board, on both boards (the Monster AI page and the in-play board). */
export function BoardToolsColumn({
  tool,
  onTool,
  hasClipboard,
  figuresTitle,
  figures,
  children,
  problem,
  currentPosition,
  onImport,
}: Props) {
  return (
    <Stack gap="sm">
      <Card withBorder padding="sm">
        <ToolPalette tool={tool} onTool={onTool} hasClipboard={hasClipboard} />
      </Card>
      <Card withBorder padding="sm">
        <Text size="sm" fw={600} mb={6}>
          {figuresTitle}
        </Text>
        {figures}
      </Card>
      {children}
      <Card withBorder padding="sm">
        <ExchangePanel problem={problem} currentPosition={currentPosition} onImport={onImport} />
      </Card>
    </Stack>
  );
}
