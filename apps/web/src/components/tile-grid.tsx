import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A list shown as a grid of tiles: as many columns as fit, each at least `minTileWidth`
 * pixels wide. Named by `aria-label` or by the id of a visible label.
 */
export function TileGrid({
  ordered = false,
  minTileWidth,
  children,
  ...name
}: {
  ordered?: boolean;
  minTileWidth: number;
  children: ReactNode;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  return (
    <Box
      component={ordered ? 'ol' : 'ul'}
      {...name}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: `repeat(auto-fill, minmax(${minTileWidth}px, 1fr))`,
      }}
    >
      {children}
    </Box>
  );
}
