import type { MonsterTurnQuery } from './query';
import { rectangleOfHexes } from '../hex/board.fixture';

/** A hex as the query's JSON holds it. */
export type Hex = [q: number, r: number];

/**
 * Builds small monster-turn/1 queries for tests: a board of `columns` x `rows` flat-topped hexes
 * (axial q = column, r = row - floor(column / 2)), like the Monster Mover's test board.
 */
export function rectangle(columns: number, rows: number): Hex[] {
  return rectangleOfHexes(columns, rows).map(([q, r]): Hex => [q, r]);
}

type Figure = MonsterTurnQuery['figures'][number];

export function testQuery(parts: {
  rules?: MonsterTurnQuery['rules'];
  map?: Partial<MonsterTurnQuery['map']>;
  figures: Figure[];
  ability?: Partial<MonsterTurnQuery['ability']>;
  active?: string;
}): MonsterTurnQuery {
  return {
    format: 'monster-turn/1',
    rules: parts.rules ?? 'gh',
    map: { hexes: rectangle(8, 5), ...parts.map },
    figures: parts.figures,
    active: parts.active ?? 'm1',
    ability: { move: 3, movement: 'normal', attack: { range: 0, targets: 1 }, muddled: false, ...parts.ability },
  };
}

export function monster(id: string, hex: Hex): Figure {
  return { id, team: 'monsters', hex };
}

export function player(id: string, hex: Hex, initiative = 0, extra: Partial<Figure> = {}): Figure {
  return { id, team: 'players', hex, initiative, ...extra };
}
