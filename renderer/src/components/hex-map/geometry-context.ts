import { createContext, useContext } from 'react';
import { FLAT_GEOMETRY, type BoardGeometry } from './geometry';

/** The geometry of the board being drawn (HexBoard provides it from the position's orientation). */
export const GeometryContext = createContext<BoardGeometry>(FLAT_GEOMETRY);

export function useGeometry(): BoardGeometry {
  return useContext(GeometryContext);
}
