import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  sitePageUpdateSchema,
  type SitePage,
  type SitePageKey,
  type SitePageUpdate,
} from '@showroom/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { BackButton } from '../../components/back-button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormCard, SaveButton } from '../../components/form/form-card';
import { placeServerErrors } from '../../components/form/server-errors';
import { PageHeader } from '../../components/page-header';
import { useUnsavedChangesPrompt } from '../../components/use-unsaved-changes-prompt';
import { isApiError } from '../../lib/api-error';
import type { FieldDefinition } from '../../lib/resource/fields';
import { saveSitePage, sitePageKeys, sitePageQuery } from './site-pages-api';
import { sitePagePaths } from './site-page-paths';
import { lastUpdated } from './last-updated';
import { PageLoadError, screensPerPage } from './page-screens';
import { notifySuccess } from '../../lib/toast';

type FormInput = z.input<typeof sitePageUpdateSchema>;

/** Both languages, each in its own direction; the version read travels with the save. */
const fields: FieldDefinition<'contentEn' | 'contentAr'>[] = [
  { name: 'contentEn', kind: 'richText', required: true, dir: 'ltr' },
  { name: 'contentAr', kind: 'richText', dir: 'rtl' },
];
const fieldNames: ReadonlySet<string> = new Set(fields.map((field) => field.name));

function SitePageForm({ pageKey, page }: { pageKey: SitePageKey; page: SitePage }) {
  const { t } = useTranslation(['sitePages', 'common']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewPath = sitePagePaths[pageKey];
  const title = t(`sitePages:editTitles.${pageKey}`);
  const form = useForm<FormInput, unknown, SitePageUpdate>({
    resolver: zodResolver(sitePageUpdateSchema),
    defaultValues: {
      contentEn: page.contentEn,
      contentAr: page.contentAr ?? '',
      version: page.version,
    },
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const prompt = useUnsavedChangesPrompt(isDirty);
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await saveSitePage(pageKey, values);
      queryClient.setQueryData(sitePageKeys.page(pageKey), saved);
      notifySuccess(t('sitePages:saved', { title: t(`sitePages:titles.${pageKey}`) }));
      prompt.allowLeave();
      await navigate(viewPath);
    } catch (error) {
      if (!isApiError(error)) setFormError(t('common:errors.generic'));
      else if (error.code === 'STALE_VERSION') setStale(true);
      else
        setFormError(
          placeServerErrors(
            error,
            fieldNames,
            form.setError as UseFormSetError<FieldValues>,
            t('common:form.fixFields'),
          ),
        );
    }
  });

  return (
    <>
      <PageHeader
        title={title}
        subtitle={lastUpdated(page, t)}
        actions={<BackButton to={viewPath}>{t('sitePages:backToPage')}</BackButton>}
      />
      <FormCard
        form={form}
        label={title}
        onSubmit={onSubmit}
        error={formError}
        fields={fields}
        namespace="sitePages"
        actions={
          <>
            <Button component={RouterLink} to={viewPath}>
              {t('common:actions.cancel')}
            </Button>
            <SaveButton saving={isSubmitting} />
          </>
        }
      />
      <ConfirmDialog
        open={stale}
        title={t('common:form.staleTitle')}
        message={t('common:form.staleMessage', { item: t('sitePages:item') })}
        confirmLabel={t('common:actions.reload')}
        cancelLabel={t('common:actions.keepEditing')}
        onCancel={() => setStale(false)}
        onConfirm={() => {
          setStale(false);
          void queryClient.invalidateQueries({ queryKey: sitePageKeys.page(pageKey) });
        }}
      />
      {prompt.dialog}
    </>
  );
}

/** A page's editor: loads the page, then the form for the version read. */
function SitePageEdit({ pageKey }: { pageKey: SitePageKey }) {
  const page = useQuery(sitePageQuery(pageKey));
  if (page.isPending) {
    return (
      <Card aria-busy="true">
        <CardContent>
          <Skeleton variant="text" width="40%" height={40} />
          <Skeleton variant="rounded" height={280} sx={{ my: 2 }} />
          <Skeleton variant="rounded" height={280} />
        </CardContent>
      </Card>
    );
  }
  if (page.isError) {
    return <PageLoadError page={page} />;
  }
  // A new key after a reload starts the form again from the page as it is now.
  return <SitePageForm key={page.data.version} pageKey={pageKey} page={page.data} />;
}

/** The route module of each page's editor. */
export const editors = screensPerPage(SitePageEdit);
