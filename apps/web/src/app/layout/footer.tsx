import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function Footer({ fixed }: { fixed: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        ...(fixed ? { position: 'sticky', bottom: 0, zIndex: 1 } : {}),
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('footer.text', { year: new Date().getFullYear() })}
      </Typography>
    </Box>
  );
}
