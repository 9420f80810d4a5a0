import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  tools: ReactNode;
  board: ReactNode;
  side: ReactNode;
  /** The board's and the side column's widths on a wide screen, of 12 (the tools take 3). */
  boardSpan: number;
  sideSpan: number;
}

/** Both boards' three columns (the Monster AI page and the in-play board): tools, the map, and what the automaton says. */
export function BoardColumns({ tools, board, side, boardSpan, sideSpan }: Props) {
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, md: 3 }} order={{ base: 2, md: 1 }}>
        {tools}
      </Grid.Col>
      {/* On a narrow screen (a tablet held upright) the map comes first, the tools below it. */}
      <Grid.Col span={{ base: 12, md: boardSpan }} order={{ base: 1, md: 2 }}>
        {board}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: sideSpan }} order={{ base: 3, md: 3 }}>
        {side}
      </Grid.Col>
    </Grid>
  );
}
