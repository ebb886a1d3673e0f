import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Notification } from '@showroom/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { BackButton } from '../../components/back-button';
import { ReferenceName, StatusChip } from '../../components/data-table/cells';
import { PageHeader } from '../../components/page-header';
import { useRecordOfUrl } from '../../components/resource/use-record-of-url';
import { RecordPageSkeleton } from '../../components/resource/record-page-skeleton';
import { usePermissions } from '../../lib/auth';
import { formatDateTime } from '../../lib/i18n';
import { editPath, type ScreenProps } from '../../lib/resource/define-resource';

/**
 * Route module (lazy): `dashboard/notifications/:id`, a sent notification as it went out:
 * when, to whom and how many, and its words in both languages. Nothing in it can change; a
 * notification not yet sent opens its form instead.
 */
export function Component({ resource }: ScreenProps<Notification>) {
  const { t } = useTranslation(['common', 'notifications']);
  const { record: notification, unavailable } = useRecordOfUrl(resource.api.detailQuery, {
    listPath: resource.basePath,
    notFound: t('notifications:sentences.notFound'),
    skeleton: <RecordPageSkeleton split={8} main={240} side={200} />,
  });
  if (!notification) return unavailable;
  const { sentAt } = notification;
  if (sentAt === null) return <Navigate replace to={editPath(resource, notification.id)} />;
  return (
    <SentNotification notification={{ ...notification, sentAt }} basePath={resource.basePath} />
  );
}

function SentNotification({
  notification,
  basePath,
}: {
  notification: Notification & { sentAt: string };
  basePath: string;
}) {
  const { t, i18n } = useTranslation(['common', 'notifications']);
  // In Arabic, its Arabic title where it has one.
  const title = (i18n.language === 'ar' ? notification.titleAr : null) ?? notification.titleEn;
  const mayReadUsers = usePermissions().can('users', 'read');
  const audience = t(`notifications:options.audience.${notification.audience}`);
  const facts: [string, ReactNode][] = [
    ['sentAt', formatDateTime(notification.sentAt)],
    ['audience', audience],
    [
      'recipientsCount',
      t('notifications:view.reached', { count: notification.recipientsCount ?? 0 }),
    ],
    ['scheduledAt', notification.scheduledAt ? formatDateTime(notification.scheduledAt) : null],
    [
      'createdBy',
      notification.createdBy !== null && mayReadUsers ? (
        <ReferenceName reference="users" id={notification.createdBy} />
      ) : null,
    ],
  ];
  const words: [string, string | null, 'ltr' | 'rtl'][] = [
    ['titleEn', notification.titleEn, 'ltr'],
    ['bodyEn', notification.bodyEn, 'ltr'],
    ['titleAr', notification.titleAr, 'rtl'],
    ['bodyAr', notification.bodyAr, 'rtl'],
  ];
  return (
    <>
      <PageHeader
        title={title}
        subtitle={<StatusChip label={t('notifications:options.status.sent')} color="success" />}
        actions={<BackButton to={basePath}>{t('common:actions.backToList')}</BackButton>}
      />
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('notifications:view.sent', {
          date: formatDateTime(notification.sentAt),
          audience,
          count: notification.recipientsCount ?? 0,
        })}
      </Alert>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card>
            <CardHeader
              title={t('notifications:view.delivery')}
              slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 2,
                  rowGap: 1,
                }}
              >
                {facts
                  .filter(([, value]) => value !== null)
                  .map(([field, value]) => (
                    <Box key={field} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {t(`notifications:fields.${field}`)}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                        {value}
                      </Typography>
                    </Box>
                  ))}
              </Box>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card>
            <CardHeader
              title={t('notifications:view.message')}
              slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              {words
                .filter(([, value]) => value)
                .map(([field, value, dir]) => (
                  <Box key={field} sx={{ mb: 2 }}>
                    <Typography variant="body2" color="text.secondary">
                      {t(`notifications:fields.${field}`)}
                    </Typography>
                    <Typography dir={dir} sx={{ whiteSpace: 'pre-line', textAlign: 'start' }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
