import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { openCommandCenter } from './command-center-state';
import { loadPalette } from './palette-loader';

/** Apple keyboards say ⌘ where others say Ctrl. */
const onApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/**
 * The top bar's way into the palette, for a mouse or a finger: a search field's look with its
 * shortcut on wide screens, an icon on a phone.
 */
export function PaletteButton(props: { mobile: boolean }) {
  const { t } = useTranslation('palette');
  const shortcut = onApple() ? '⌘ K' : 'Ctrl K';
  const common = {
    onClick: () => openCommandCenter('palette'),
    onPointerEnter: () => void loadPalette(),
    onFocus: () => void loadPalette(),
    'aria-haspopup': 'dialog' as const,
    'aria-keyshortcuts': 'Control+K Meta+K',
  };
  if (props.mobile)
    return (
      <Tooltip title={t('open')}>
        <IconButton color="inherit" aria-label={t('open')} {...common}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  // The shortcut is shown beside the button's words, not inside the button: its name is
  // what it says ("Search" in "Search and commands"), and the shortcut is its aria-keyshortcuts.
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <Button
        color="inherit"
        variant="outlined"
        startIcon={<SearchIcon />}
        aria-label={t('open')}
        {...common}
        sx={{ borderColor: 'divider', minWidth: 220, justifyContent: 'flex-start' }}
      >
        {t('openShort')}
      </Button>
      <Box
        component="kbd"
        aria-hidden
        sx={{
          position: 'absolute',
          insetInlineEnd: 12,
          top: '50%',
          transform: 'translateY(-50%)',
          pointerEvents: 'none',
          fontFamily: 'inherit',
          fontSize: '0.75rem',
        }}
      >
        {shortcut}
      </Box>
    </Box>
  );
}
