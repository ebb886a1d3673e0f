import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { listHref } from '../lib/resource/list-memory';

/** Turns an icon that points the reading way (an arrow, a paper plane) round in right-to-left. */
export const mirroredInRtl: SxProps<Theme> = (theme) => ({
  transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
});

/** A page header's link back to the list (as it was left: `listHref`) or page it was opened from. */
export function BackButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button
      component={RouterLink}
      to={listHref(to)}
      startIcon={<ArrowBackIcon sx={mirroredInRtl} />}
    >
      {children}
    </Button>
  );
}
