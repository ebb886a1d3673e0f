import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SitePageKey } from '@showroom/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { RichTextContent } from '../../components/form/rich-text-content';
import { PageHeader } from '../../components/page-header';
import { usePermissions } from '../../lib/auth';
import { languages, type Language } from '../../lib/i18n';
import { lastUpdated } from './last-updated';
import { PageLoadError, screensPerPage } from './page-screens';
import { sitePageQuery } from './site-pages-api';
import { PUBLIC_PRIVACY_POLICY_PATH, sitePagePaths } from './site-page-paths';

function LanguageCard({
  heading,
  html,
  empty,
  language,
}: {
  heading: string;
  html: string | null;
  empty: string;
  language: Language;
}) {
  return (
    <Card sx={{ height: '100%' }} component="section" aria-label={heading}>
      <CardContent>
        <Typography variant="overline" component="h2" color="text.secondary" sx={{ mb: 1 }}>
          {heading}
        </Typography>
        {html ? (
          <RichTextContent html={html} lang={language} dir={language === 'ar' ? 'rtl' : 'ltr'} />
        ) : (
          <Typography color="text.secondary">{empty}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** A page as staff read it: both languages side by side, with a link to edit it. */
function SitePageView({ pageKey }: { pageKey: SitePageKey }) {
  const { t } = useTranslation(['sitePages', 'common']);
  const permissions = usePermissions();
  const page = useQuery(sitePageQuery(pageKey));
  const editPath = `${sitePagePaths[pageKey]}/edit`;
  const canEdit = permissions.can('pages', 'update');

  const actions = (
    <>
      {pageKey === 'privacy-policy' ? (
        <Button component={RouterLink} to={PUBLIC_PRIVACY_POLICY_PATH} startIcon={<OpenInNew />}>
          {t('sitePages:openPublic')}
        </Button>
      ) : null}
      {canEdit ? (
        <Button
          component={RouterLink}
          to={editPath}
          variant="contained"
          startIcon={<EditOutlined />}
        >
          {t('sitePages:edit')}
        </Button>
      ) : null}
    </>
  );

  return (
    <>
      <PageHeader
        title={t(`sitePages:titles.${pageKey}`)}
        subtitle={
          page.isSuccess ? lastUpdated(page.data, t) : <Skeleton width={180} component="span" />
        }
        actions={actions}
      />
      {page.isPending ? (
        <Grid container spacing={3} aria-busy="true">
          {[0, 1].map((index) => (
            <Grid key={index} size={{ xs: 12, md: 6 }}>
              <Card>
                <CardContent>
                  <Skeleton width="30%" />
                  <Skeleton variant="text" height={40} width="60%" />
                  <Skeleton variant="rounded" height={160} />
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      ) : page.isError ? (
        <PageLoadError page={page} />
      ) : !page.data.contentEn ? (
        <Alert
          severity="info"
          action={
            canEdit ? (
              <Button color="inherit" size="small" component={RouterLink} to={editPath}>
                {t('sitePages:writeIt')}
              </Button>
            ) : null
          }
        >
          {t('sitePages:nothingYet')}
        </Alert>
      ) : (
        <Grid container spacing={3}>
          {languages.map((language) => (
            <Grid key={language} size={{ xs: 12, md: 6 }}>
              <LanguageCard
                heading={t(`sitePages:languages.${language}`)}
                html={language === 'ar' ? page.data.contentAr : page.data.contentEn}
                empty={language === 'ar' ? t('sitePages:emptyAr') : t('sitePages:emptyEn')}
                language={language}
              />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}

/** The route module of each page's read view. */
export const views = screensPerPage(SitePageView);
