import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** A box's height in pixels, or its aspect ratio (`4 / 3`) for one as tall as it is wide. */
type BoxSize = number | `${number} / ${number}`;

const box = (size: BoxSize) =>
  typeof size === 'number' ? (
    <Skeleton variant="rounded" height={size} />
  ) : (
    <Skeleton variant="rounded" sx={{ aspectRatio: size, height: 'auto' }} />
  );

/**
 * A record's own page while it loads (a car's details, a customer query): a title line,
 * then its main and side columns as grey boxes of about their size, so nothing jumps.
 * `split`: the twelfths of the width the main column takes from `md` up.
 */
export function RecordPageSkeleton(props: { split: number; main: BoxSize; side: BoxSize }) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={3} aria-busy="true" aria-label={t('common:loading')}>
      <Skeleton variant="text" width="50%" height={48} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: props.split }}>{box(props.main)}</Grid>
        <Grid size={{ xs: 12, md: 12 - props.split }}>{box(props.side)}</Grid>
      </Grid>
    </Stack>
  );
}
