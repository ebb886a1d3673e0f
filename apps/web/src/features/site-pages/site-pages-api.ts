import type { SitePage, SitePageKey, SitePageUpdate } from '@showroom/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query keys of the site's pages: saving one refreshes exactly that page's reads. */
export const sitePageKeys = {
  all: ['site-pages'] as const,
  page: (key: SitePageKey) => ['site-pages', key] as const,
};

/** `GET /pages/:key`, public: the same read serves staff and visitors. */
export const sitePageQuery = (key: SitePageKey) =>
  queryOptions({
    queryKey: sitePageKeys.page(key),
    queryFn: ({ signal }) => api.get<SitePage>(`/pages/${key}`, { signal }),
  });

/** `PUT /pages/:key` with the version read; the server sanitises the HTML. */
export const saveSitePage = (key: SitePageKey, body: SitePageUpdate) =>
  api.put<SitePage>(`/pages/${key}`, body, { quiet: true });
