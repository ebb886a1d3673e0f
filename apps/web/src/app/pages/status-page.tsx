import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

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
