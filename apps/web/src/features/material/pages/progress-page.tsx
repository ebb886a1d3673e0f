import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoLoader } from '../../../components/logo-loader';
import { formatPercent } from '../../../lib/format';
import { DemoCard, ShowcasePage } from '../showcase-page';

const steps = [25, 50, 75, 100] as const;

/** `/material/progress`: the logo loader, skeletons, bars and circles; an upload moved by hand. */
export function Component() {
  const { t } = useTranslation('material');
  const [uploaded, setUploaded] = useState(30);
  const percent = (value: number) => formatPercent(value / 100);
  return (
    <ShowcasePage slug="progress">
      <DemoCard title={t('progress.upload')}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <LinearProgress
            variant="determinate"
            value={uploaded}
            aria-label={t('progress.uploadLabel')}
            sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" data-testid="upload-percent" sx={{ minWidth: 48 }}>
            {percent(uploaded)}
          </Typography>
        </Stack>
        <Typography variant="body2" role="status" sx={{ mb: 2, minHeight: 20 }}>
          {uploaded === 100 ? t('progress.done') : ''}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            disabled={uploaded === 100}
            onClick={() => setUploaded((value) => Math.min(100, value + 10))}
          >
            {t('progress.step')}
          </Button>
          <Button onClick={() => setUploaded(0)}>{t('progress.reset')}</Button>
        </Stack>
      </DemoCard>
      <DemoCard title={t('progress.circular')}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
          <CircularProgress aria-label={t('progress.waiting')} />
          <CircularProgress color="secondary" aria-label={t('progress.waiting')} />
          {steps.map((value) => (
            <Box key={value} sx={{ position: 'relative', display: 'inline-flex' }}>
              <CircularProgress
                variant="determinate"
                value={value}
                size={52}
                aria-label={t('progress.uploadLabel')}
              />
              <Typography
                variant="caption"
                aria-hidden
                sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
              >
                {percent(value)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </DemoCard>
      <DemoCard title={t('progress.linear')}>
        <Stack spacing={3}>
          <LinearProgress aria-label={t('progress.waiting')} />
          <LinearProgress color="secondary" aria-label={t('progress.waiting')} />
          <LinearProgress
            variant="buffer"
            value={40}
            valueBuffer={65}
            aria-label={t('progress.buffer')}
          />
        </Stack>
      </DemoCard>
      <DemoCard title={t('progress.skeletons')}>
        <Stack
          spacing={1}
          role="progressbar"
          aria-busy="true"
          aria-label={t('progress.skeletonLabel')}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Skeleton variant="circular" width={48} height={48} />
            <Box sx={{ flexGrow: 1 }}>
              <Skeleton variant="text" width="60%" />
              <Skeleton variant="text" width="40%" />
            </Box>
          </Stack>
          <Skeleton variant="rounded" height={120} />
        </Stack>
      </DemoCard>
      <DemoCard title={t('progress.logo')}>
        <LogoLoader label={t('progress.logoLabel')} />
      </DemoCard>
    </ShowcasePage>
  );
}
