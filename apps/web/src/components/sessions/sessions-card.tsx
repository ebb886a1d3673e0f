import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import SmartphoneOutlined from '@mui/icons-material/SmartphoneOutlined';
import TabletOutlined from '@mui/icons-material/TabletOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AccountSession, DeviceKind } from '@showroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../lib/api-error';
import { useFormats } from '../../lib/format';
import { notifySuccess } from '../../lib/toast';
import { ConfirmDialog } from '../confirm-dialog';
import { RecordRow } from '../record-row';
import { visuallyHidden } from '../visually-hidden';
import {
  endOtherSessions,
  endSession,
  SESSIONS_KEY,
  sessionsQuery,
  type SessionsOwner,
} from './sessions-api';

const deviceIcons: Record<DeviceKind, SvgIconComponent> = {
  desktop: ComputerOutlined,
  mobile: SmartphoneOutlined,
  tablet: TabletOutlined,
};

/**
 * The sessions of a person, each with the browser and system it was signed in from, its
 * address, when it began and when it was last used, and a button that ends it (after asking);
 * the session in use is marked and has none. "End all other sessions" ends every one but it.
 * `owner` is the signed-in person (`'me'`, their account page) or a staff member (a super
 * admin's view of their account).
 */
export function SessionsCard({ owner }: { owner: SessionsOwner }) {
  const { t } = useTranslation('sessions');
  const titleId = useId();
  const formats = useFormats();
  const queryClient = useQueryClient();
  const list = useQuery(sessionsQuery(owner));
  const [ending, setEnding] = useState<AccountSession | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });

  const endOne = useMutation({
    mutationFn: (session: AccountSession) => endSession(owner, session.id),
    onSuccess: () => {
      setEnding(null);
      notifySuccess(t('ended'));
    },
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: () => endOtherSessions(owner),
    onSuccess: ({ ended }) => {
      setEndingOthers(false);
      notifySuccess(t('endedMany', { count: ended }));
    },
    onSettled: refresh,
  });

  const nameOf = (session: AccountSession) =>
    t('browserOn', {
      browser: session.browser ?? t('unknownBrowser'),
      system: session.system ?? t('unknownSystem'),
    });
  const sessions = list.data ?? [];
  const others = sessions.filter((session) => !session.current);
  // "Other" sessions when the one in use is among them (a person's own list).
  const hasCurrent = others.length < sessions.length;

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={t('title')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: 2 }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {owner === 'me' ? t('introOwn') : t('introOther')}
          </Typography>
          {others.length > 0 ? (
            <Button
              variant="outlined"
              color="error"
              onClick={() => setEndingOthers(true)}
              sx={{ flexShrink: 0 }}
            >
              {hasCurrent ? t('endOthers') : t('endAll')}
            </Button>
          ) : null}
        </Stack>
        {list.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : list.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('common:actions.retry')}
              </Button>
            }
          >
            {getErrorMessage(list.error)}
          </Alert>
        ) : (
          <>
            <List disablePadding aria-labelledby={titleId}>
              {sessions.map((session) => {
                const name = nameOf(session);
                return (
                  <RecordRow
                    key={session.id}
                    icon={deviceIcons[session.device]}
                    title={
                      <>
                        <Box component="span" sx={visuallyHidden}>
                          {`${t(`device.${session.device}`)}: `}
                        </Box>
                        {name}
                      </>
                    }
                    chips={
                      session.current ? (
                        <Chip
                          size="small"
                          color="success"
                          variant="outlined"
                          label={t('current')}
                        />
                      ) : null
                    }
                    facts={[
                      <span>
                        {session.ip ? (
                          <>
                            {`${t('address')} `}
                            <bdi>{session.ip}</bdi>
                          </>
                        ) : (
                          t('unknownAddress')
                        )}
                      </span>,
                      t('signedIn', { at: formats.dateTime(session.signedInAt) }),
                      t('lastUsed', { at: formats.dateTime(session.lastUsedAt) }),
                    ]}
                    actions={
                      session.current ? null : (
                        <Button
                          size="small"
                          color="error"
                          variant="outlined"
                          onClick={() => setEnding(session)}
                          // The visible words first, then which session (WCAG 2.5.3).
                          aria-label={t('endNamed', { session: name })}
                        >
                          {t('end')}
                        </Button>
                      )
                    }
                  />
                );
              })}
            </List>
            {others.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                {hasCurrent ? t('onlyThis') : t('noneOther')}
              </Typography>
            ) : null}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={ending !== null}
        title={t('confirmEnd.title')}
        message={ending ? t('confirmEnd.message', { session: nameOf(ending) }) : ''}
        confirmLabel={t('confirmEnd.button')}
        destructive
        busy={endOne.isPending}
        onConfirm={() => {
          if (ending) endOne.mutate(ending);
        }}
        onCancel={() => setEnding(null)}
      />
      <ConfirmDialog
        open={endingOthers}
        title={hasCurrent ? t('confirmOthers.title') : t('confirmAll.title')}
        message={t(hasCurrent ? 'confirmOthers.message' : 'confirmAll.message', {
          count: others.length,
        })}
        confirmLabel={hasCurrent ? t('confirmOthers.button') : t('confirmAll.button')}
        destructive
        busy={endOthers.isPending}
        onConfirm={() => endOthers.mutate()}
        onCancel={() => setEndingOthers(false)}
      />
    </Card>
  );
}
