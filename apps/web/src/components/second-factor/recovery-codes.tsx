import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useText } from '../../lib/strings';

/** Saves the codes as a text file, made in the browser. */
function download(fileName: string, lines: string[]) {
  const url = URL.createObjectURL(new Blob([`${lines.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The ten recovery codes, shown once: a list, a text file to download, and the button that
 * says they are kept.
 */
export function RecoveryCodes({
  codes,
  account,
  onDone,
}: {
  codes: string[];
  /** Whose codes they are, named in the file. */
  account: string;
  onDone: () => void;
}) {
  const t = useText('secondFactor');
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('recovery.title')}
      </Typography>
      <Alert severity="warning">{t('recovery.text')}</Alert>
      <Box
        component="ol"
        aria-label={t('recovery.listLabel')}
        data-testid="recovery-codes"
        dir="ltr"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1,
          m: 0,
          p: 2,
          listStyle: 'none',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'flex-end' }}
      >
        <Button
          startIcon={<DownloadOutlined />}
          onClick={() =>
            download(t('recovery.fileName'), [
              t('recovery.fileHeading', { account }),
              t('recovery.fileNote'),
              '',
              ...codes,
            ])
          }
        >
          {t('recovery.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('recovery.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
