import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import type { User } from '@showroom/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BackButton } from '../../components/back-button';
import { PageHeader } from '../../components/page-header';
import { useRecordOfUrl } from '../../components/resource/use-record-of-url';
import { RecordPageSkeleton } from '../../components/resource/record-page-skeleton';
import { SessionsCard } from '../../components/sessions/sessions-card';
import { editPath, type ScreenProps } from '../../lib/resource/define-resource';

/**
 * Route module (lazy): `dashboard/users/:id/sessions`, where a staff member is signed in, for a
 * super admin, who may end any of those sessions (the users list's "Sessions" row action).
 */
export function Component({ resource }: ScreenProps<User>) {
  const { t } = useTranslation(['common', 'users', 'sessions']);
  const { record: user, unavailable } = useRecordOfUrl(resource.api.detailQuery, {
    listPath: resource.basePath,
    notFound: t('users:sentences.notFound'),
    skeleton: <RecordPageSkeleton split={4} main={240} side={480} />,
  });
  if (!user) return unavailable;
  return (
    <>
      <PageHeader
        title={t('sessions:pageTitle', { name: user.name || user.username })}
        actions={
          <>
            <BackButton to={resource.basePath}>{t('common:actions.backToList')}</BackButton>
            <Button
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
              component={RouterLink}
              to={editPath(resource, user.id)}
            >
              {t('common:actions.edit')}
            </Button>
          </>
        }
      />
      <SessionsCard owner={{ userId: user.id }} />
    </>
  );
}
