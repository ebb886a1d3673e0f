import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/auth';
import { allows } from '../route-handle';
import { closeCommandCenter } from './command-center-state';
import { goToShortcuts } from './shortcuts';

const Key = (props: { children: ReactNode }) => (
  <Box
    component="kbd"
    sx={{
      fontFamily: 'inherit',
      fontSize: '0.85em',
      border: 1,
      borderColor: 'divider',
      borderBottomWidth: 2,
      borderRadius: 1,
      px: 0.75,
      py: 0.25,
      mx: 0.25,
      whiteSpace: 'nowrap',
      bgcolor: 'action.hover',
    }}
  >
    {props.children}
  </Box>
);

/** Keys pressed one after another (`g`, then `c`), or alternatives (Ctrl+K or ⌘K). */
function Keys(props: { keys: string[]; joiner: string }) {
  return props.keys.map((key, index) => (
    <Fragment key={key}>
      {index > 0 ? ` ${props.joiner} ` : null}
      <Key>{key}</Key>
    </Fragment>
  ));
}

/** The sheet `?` opens: every keyboard shortcut the person may use, in their language. */
export function ShortcutsSheet(props: { open: boolean }) {
  const { t } = useTranslation('palette');
  const { t: shell } = useTranslation('shell');
  const permissions = usePermissions();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const either = t('shortcuts.or');
  const then = t('shortcuts.then');
  const rows: { keys: string[]; joiner: string; action: string }[] = [
    { keys: ['Ctrl K', '⌘ K'], joiner: either, action: t('shortcuts.palette') },
    { keys: ['Ctrl K', '⌘ K'], joiner: either, action: t('shortcuts.link') },
    { keys: ['?'], joiner: either, action: t('shortcuts.sheet') },
    { keys: ['/'], joiner: either, action: t('shortcuts.search') },
    { keys: ['n', 'c'], joiner: either, action: t('shortcuts.create') },
    { keys: ['['], joiner: either, action: t('shortcuts.previous') },
    { keys: [']'], joiner: either, action: t('shortcuts.next') },
    ...goToShortcuts
      .filter((shortcut) => allows(permissions, shortcut.access))
      .map((shortcut) => ({
        keys: ['g', shortcut.letter],
        joiner: then,
        action: t('shortcuts.goTo', { screen: shell(shortcut.label) }),
      })),
  ];
  return (
    <Dialog
      open={props.open}
      onClose={closeCommandCenter}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', pe: 2 }}>
        <DialogTitle id={titleId} sx={{ flex: 1 }}>
          {t('shortcuts.title')}
        </DialogTitle>
        <IconButton onClick={closeCommandCenter} aria-label={t('shortcuts.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent>
        <Table size="small" aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('shortcuts.key')}</TableCell>
              <TableCell scope="col">{t('shortcuts.action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.action}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {/* Keys read in the order they are pressed, left to right, in Arabic too. */}
                  <Box component="span" dir="ltr" sx={{ display: 'inline-block' }}>
                    <Keys keys={row.keys} joiner={row.joiner} />
                  </Box>
                </TableCell>
                <TableCell>{row.action}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('shortcuts.typing')}
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
