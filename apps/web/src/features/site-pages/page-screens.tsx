import type { SitePageKey } from '@showroom/contract';
import type { ComponentType } from 'react';

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
