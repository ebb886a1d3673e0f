import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { RichTextContent } from '../../components/form/rich-text-content';
import { directionOf, isLanguage, languages, type Language } from '../../lib/i18n';
import { lastUpdated } from './last-updated';
import { sitePageQuery } from './site-pages-api';
import { PageLoadError } from './page-screens';

/**
 * The privacy policy as visitors read it, signed in or not: a light page of its own (no
 * sidebar, no account), in English or Arabic. The language is in the address (`?lang=ar`)
 * so a shared link opens in it; without one, the app's language is used.
 */
export function Component() {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('lang');
  const language: Language = isLanguage(asked)
    ? asked
    : isLanguage(i18n.language)
      ? i18n.language
      : 'en';
  // The page's language may not be the app's: its strings load (in Suspense) before it shows.
  const { t } = useTranslation(['sitePages', 'common'], { lng: language });
  const page = useQuery(sitePageQuery('privacy-policy'));
  const title = t('sitePages:titles.privacy-policy');
  const arabicMissing = language === 'ar' && page.isSuccess && !page.data.contentAr;

  useEffect(() => {
    const before = document.title;
    document.title = `${title} — ${t('common:appName')}`;
    return () => {
      document.title = before;
    };
  }, [title, t]);

  return (
    <Box
      lang={language}
      dir={directionOf(language)}
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="header"
        sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container
          maxWidth="md"
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, py: 1.5 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flex: 1 }}>
            <Box component="img" src="/logo.svg" alt="" sx={{ width: 32, height: 32 }} />
            <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
              {t('common:appName')}
            </Typography>
          </Stack>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={language}
            aria-label={t('sitePages:public.language')}
            onChange={(_event, next: unknown) => {
              if (isLanguage(next)) setParams({ lang: next }, { replace: true });
            }}
          >
            {languages.map((option) => (
              <ToggleButton key={option} value={option} lang={option}>
                {option === 'ar' ? 'العربية' : 'English'}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Container>
      </Box>
      <Container component="main" maxWidth="md" sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 } }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
            {title}
          </Typography>
          {page.isPending ? (
            <Box aria-busy="true">
              <Skeleton width={200} />
              <Skeleton variant="text" height={36} sx={{ mt: 3 }} width="50%" />
              <Skeleton variant="rounded" height={240} sx={{ mt: 1 }} />
            </Box>
          ) : page.isError ? (
            <PageLoadError page={page} language={language} />
          ) : !page.data.contentEn ? (
            <Alert severity="info">{t('sitePages:public.notPublished')}</Alert>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
                {lastUpdated(page.data, t)}
              </Typography>
              {arabicMissing ? (
                <Alert severity="info" sx={{ mb: 3 }}>
                  {t('sitePages:public.englishOnly')}
                </Alert>
              ) : null}
              <RichTextContent
                html={(language === 'ar' && page.data.contentAr) || page.data.contentEn}
                lang={arabicMissing ? 'en' : language}
                dir={arabicMissing ? 'ltr' : directionOf(language)}
              />
            </>
          )}
        </Paper>
      </Container>
      <Box component="footer" sx={{ py: 3 }}>
        <Container
          maxWidth="md"
          sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('sitePages:public.footer', { year: new Date().getFullYear() })}
          </Typography>
          <Link component={RouterLink} to="/session/signin" variant="body2">
            {t('sitePages:public.staff')}
          </Link>
        </Container>
      </Box>
    </Box>
  );
}
