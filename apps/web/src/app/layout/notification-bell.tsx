import ContactMailOutlined from '@mui/icons-material/ContactMailOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../components/visually-hidden';
import type { StaffNotification, StaffNotificationList } from '@showroom/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmation } from '../../components/use-confirmation';
import { api } from '../../lib/api';
import { authStore } from '../../lib/auth';
import { connectLiveEvents, useLiveConnected } from '../../lib/events';
import { formatDateTime } from '../../lib/i18n';

const BELL_PATH = '/admin/notifications';

/** My bell: the latest notices with the unread count. */
export const bellQuery = queryOptions({
  queryKey: ['staff-bell'],
  queryFn: ({ signal }) => api.get<StaffNotificationList>(BELL_PATH, { quiet: true, signal }),
});

/** The notice's icon name (Material Icons' names, as the API stores them) to its icon. */
const icons: Record<string, SvgIconComponent> = {
  contact_mail: ContactMailOutlined,
  directions_car: DirectionsCarOutlined,
  error: ErrorOutlined,
};
const iconColors = new Set(['primary', 'secondary', 'error', 'warning', 'info', 'success']);

/**
 * Keeps the live events stream open while the shell is shown: the bell is refetched when
 * the stream opens or reopens (so a drop never leaves it stale) and whenever it changes; the
 * signed-in admin is read again when their access changes (menus, routes and buttons follow
 * at once) and when the stream reopens, since a change may have come while it was away.
 */
function useLiveEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ queryKey: bellQuery.queryKey });
    const reloadAdmin = () => void authStore.reload();
    let reopened = false;
    return connectLiveEvents({
      handlers: {
        opened: () => {
          refetch();
          if (reopened) reloadAdmin();
          reopened = true;
        },
        bell: refetch,
        badges: () => undefined,
        access: reloadAdmin,
        // The API client refreshes the tokens on this call's 401, or ends the session.
        renewSession: () => queryClient.query({ ...bellQuery, staleTime: 0 }),
      },
    });
  }, [queryClient]);
}

function NoticeIcon({ notice }: { notice: StaffNotification }) {
  const Icon = icons[notice.icon.name] ?? NotificationsOutlined;
  const color = iconColors.has(notice.icon.color) ? `${notice.icon.color}.main` : 'primary.main';
  return <Icon sx={{ color }} />;
}

type BellProps = {
  /** The app's theme: the open bell is painted like the page, not like the top bar. */
  pageTheme: Theme;
};

/** The topbar bell: unread count, the latest notices, open one, remove one, clear all. */
export function NotificationBell({ pageTheme }: BellProps) {
  const { t } = useTranslation('bell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const connected = useLiveConnected();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const panelId = useId();
  useLiveEvents();

  const bell = useQuery(bellQuery);
  const unread = bell.data?.unread ?? 0;
  const refresh = () => queryClient.invalidateQueries({ queryKey: bellQuery.queryKey });

  const markRead = useMutation({
    mutationFn: () => api.post(`${BELL_PATH}/read`, undefined, { quiet: true }),
    onSettled: refresh,
  });
  // What the last removal did, read out by screen readers. Not a toast: the list itself shows
  // the change, and a toast (top-right) would lie over the panel's own buttons.
  const [said, say] = useState('');
  const remove = useMutation({
    mutationFn: (id: number) => api.delete(`${BELL_PATH}/${id}`),
    onSuccess: () => say(t('removed')),
    onSettled: refresh,
  });
  const clear = useMutation({
    mutationFn: () => api.delete(BELL_PATH),
    onSuccess: () => say(t('cleared')),
    onSettled: refresh,
  });
  // Open while the notices are removed; closed once they are.
  const clearing = useConfirmation({
    title: t('confirmClearTitle'),
    message: t('confirmClearMessage'),
    confirmLabel: t('clearAll'),
    destructive: true,
    busy: clear.isPending,
    onConfirm: (close) => clear.mutate(undefined, { onSuccess: close }),
  });

  const open = (target: HTMLElement) => {
    setAnchor(target);
    if (unread > 0) markRead.mutate();
  };
  const close = () => {
    setAnchor(null);
    say('');
  };
  const label = unread > 0 ? t('buttonUnread', { count: unread }) : t('button');
  const rows = bell.data?.rows ?? [];

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-controls={anchor ? panelId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => open(event.currentTarget)}
          data-testid="bell-button"
        >
          {unread > 0 ? (
            <Badge
              badgeContent={unread}
              color="error"
              max={99}
              // A red that keeps white digits readable on light and dark top bars alike.
              sx={{ '& .MuiBadge-badge': { bgcolor: '#c62828', color: '#ffffff' } }}
            >
              <NotificationsOutlined />
            </Badge>
          ) : (
            // No badge at zero: a faded-out one keeps its last number as text, which the
            // button's name ("Notifications") would not contain.
            <NotificationsOutlined />
          )}
        </IconButton>
      </Tooltip>
      <ThemeProvider theme={pageTheme}>
        <Popover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: {
              id: panelId,
              role: 'dialog',
              'aria-labelledby': titleId,
              'data-testid': 'bell-panel',
              sx: { width: 'min(380px, calc(100vw - 16px))', maxHeight: 'min(560px, 80vh)' },
            } as object,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 1.5, pb: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {t('title')}
              </Typography>
              <Typography variant="caption" color="text.secondary" role="status">
                {connected ? t('live') : t('reconnecting')}
              </Typography>
            </Box>
            {rows.length > 0 ? (
              <Button size="small" color="error" onClick={clearing.ask}>
                {t('clearAll')}
              </Button>
            ) : null}
          </Box>
          <Box aria-live="polite" data-testid="bell-said" sx={visuallyHidden}>
            {said}
          </Box>
          <Divider />
          {bell.isPending ? (
            <Box sx={{ px: 2, py: 1 }} aria-busy="true" aria-label={t('loading')}>
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} variant="rounded" height={48} sx={{ my: 1 }} />
              ))}
            </Box>
          ) : bell.isError ? (
            <Box sx={{ px: 2, py: 3, textAlign: 'center' }}>
              <Typography role="alert" sx={{ mb: 1 }}>
                {t('error')}
              </Typography>
              <Button onClick={() => void bell.refetch()}>{t('retry')}</Button>
            </Box>
          ) : rows.length === 0 ? (
            <Typography sx={{ px: 2, py: 4, textAlign: 'center' }} color="text.secondary">
              {t('empty')}
            </Typography>
          ) : (
            <List dense disablePadding aria-labelledby={titleId} data-testid="bell-list">
              {rows.map((notice) => (
                <ListItem
                  key={notice.id}
                  disablePadding
                  divider
                  secondaryAction={
                    <Tooltip title={t('remove', { title: notice.title })}>
                      <IconButton
                        edge="end"
                        aria-label={t('remove', { title: notice.title })}
                        onClick={() => remove.mutate(notice.id)}
                        disabled={remove.isPending && remove.variables === notice.id}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  }
                >
                  <ListItemButton
                    disabled={!notice.path}
                    onClick={() => {
                      if (!notice.path) return;
                      close();
                      void navigate(notice.path);
                    }}
                    sx={{ alignItems: 'flex-start' }}
                  >
                    <ListItemIcon sx={{ minWidth: 40, mt: 0.5 }}>
                      <NoticeIcon notice={notice} />
                    </ListItemIcon>
                    <ListItemText
                      primary={
                        <>
                          <Typography variant="caption" color="text.secondary" component="span">
                            {notice.heading}
                          </Typography>
                          <Typography
                            component="span"
                            sx={{ display: 'block', fontWeight: notice.readAt ? 400 : 600 }}
                          >
                            {notice.title}
                          </Typography>
                        </>
                      }
                      secondary={
                        <>
                          {notice.subtitle ? (
                            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                              {notice.subtitle}
                            </Typography>
                          ) : null}
                          <Typography variant="caption" component="span">
                            {formatDateTime(notice.timestamp)}
                          </Typography>
                        </>
                      }
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
        </Popover>
        {clearing.dialog}
      </ThemeProvider>
    </>
  );
}
