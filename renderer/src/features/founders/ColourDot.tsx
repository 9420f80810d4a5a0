import { Box } from '@mantine/core';
import { swatchOf } from './colours';

/** A round swatch of a player's colour, outlined so white shows on a light page. */
export function ColourDot({ colour, size = 16 }: { colour: string; size?: number }) {
  return (
    <Box
      aria-hidden
      w={size}
      h={size}
      style={{ borderRadius: '50%', background: swatchOf(colour), border: '1px solid var(--mantine-color-gray-6)', flexShrink: 0 }}
    />
  );
}
