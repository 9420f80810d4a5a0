import type { Hex } from '../hex/types';
import { edgeBetween } from '../hex/neighbours';
import { hexKey, hexOfKey } from './position';

/** A thin wall's key: both hexes, the smaller key first, so that each edge has exactly one key. */
export function thinWallKey(a: Hex, b: Hex): string | null {
  if (edgeBetween(a, b) < 0) return null;
  const [ka, kb] = [hexKey(a), hexKey(b)];
  return ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`;
}

export function hexesOfThinWall(key: string): [Hex, Hex] {
  const [a = '0,0', b = '0,0'] = key.split('|');
  return [hexOfKey(a), hexOfKey(b)];
}
