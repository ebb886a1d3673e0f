import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A record's facts as a description list, label beside value; a fact without a value (null
 * or empty text) is left out.
 */
export function FactList(props: {
  facts: [string, ReactNode][];
  label: (field: string) => string;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
        gap: 1,
      }}
    >
      {props.facts
        .filter(([, value]) => value !== null && value !== '')
        .map(([field, value]) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {props.label(field)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
