import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useText } from '../../lib/strings';

/** The centred card the session pages share, with the logo and the page title. */
export function SessionCard({ title, children }: { title: string; children: ReactNode }) {
  const t = useText('session');
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
            <Box component="img" src="/logo.svg" alt="" sx={{ width: 48, height: 48 }} />
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {t('appName')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('tagline')}
            </Typography>
          </Stack>
          <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
