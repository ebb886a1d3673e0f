import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useText } from '../../lib/strings';

/** The shared look of the 404, 500, 403, waiting and error pages. */
export function StatusPage(props: {
  code?: string;
  title: string;
  text: string;
  actions?: ReactNode;
  fullScreen?: boolean;
}) {
  return (
    <Box
      component={props.fullScreen ? 'main' : 'section'}
      sx={{
        minHeight: props.fullScreen ? '100vh' : 360,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        bgcolor: props.fullScreen ? 'background.default' : undefined,
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        {props.code ? (
          <Typography
            component="p"
            sx={{ fontSize: 72, fontWeight: 700, color: 'primary.main', lineHeight: 1 }}
          >
            {props.code}
          </Typography>
        ) : (
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 64, height: 64 }} />
        )}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {props.title}
        </Typography>
        <Typography color="text.secondary">{props.text}</Typography>
        {props.actions ? (
          <Stack direction="row" spacing={1}>
            {props.actions}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}

const errorPages = { '404': 'notFound', '500': 'serverError' } as const;

/**
 * The full-screen 404 and 500 pages: a way home, and after a server error a way back to the
 * page that failed.
 */
export function ErrorPage({ code }: { code: keyof typeof errorPages }) {
  // A session page's link leads here: read without i18next, as the session pages.
  const t = useText('shell');
  const page = errorPages[code];
  return (
    <StatusPage
      fullScreen
      code={code}
      title={t(`pages.${page}Title`)}
      text={t(`pages.${page}Text`)}
      actions={
        <>
          <Button variant="contained" component={RouterLink} to="/">
            {t('pages.home')}
          </Button>
          {code === '500' ? (
            <Button onClick={() => window.history.back()}>{t('pages.reload')}</Button>
          ) : null}
        </>
      }
    />
  );
}
