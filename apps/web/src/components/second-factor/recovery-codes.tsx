import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { saveFile } from '../../lib/download';
import { useText } from '../../lib/strings';

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
  // The file: whose codes they are, how to use them, then a code a line.
  const fileLines = () => [
    t('recovery.fileHeading', { account }),
    t('recovery.fileNote'),
    '',
    ...codes,
  ];
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
            saveFile(
              t('recovery.fileName'),
              [`${fileLines().join('\n')}\n`],
              'text/plain;charset=utf-8',
            )
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
