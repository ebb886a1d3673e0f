import type { SitePageKey } from '@showroom/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/data-table/load-error';
import { getErrorMessage } from '../../lib/api-error';
import type { Language } from '../../lib/i18n';

/** The route modules of one kind of screen (read view, editor): one per site page. */
export function screensPerPage(
  Screen: ComponentType<{ pageKey: SitePageKey }>,
): Record<SitePageKey, ComponentType> {
  const screenOf = (pageKey: SitePageKey) =>
    function PageScreen() {
      return <Screen pageKey={pageKey} />;
    };
  return {
    'privacy-policy': screenOf('privacy-policy'),
    'terms-and-conditions': screenOf('terms-and-conditions'),
    about: screenOf('about'),
  };
}

/**
 * A page that could not be loaded, with the reason and a retry; in `language` where the
 * page is shown in a language of its own (the public page's `?lang=`).
 */
export function PageLoadError({
  page,
  language,
}: {
  page: { error: unknown; refetch(): Promise<unknown> };
  language?: Language;
}) {
  const { t } = useTranslation('sitePages', { lng: language });
  return (
    <LoadError query={page}>{t('loadFailed', { reason: getErrorMessage(page.error) })}</LoadError>
  );
}
