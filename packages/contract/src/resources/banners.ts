import { resourceFacts } from '../resource-facts';

/** The home page’s slides, read whole. */
export const bannersFacts = resourceFacts('banners', {
  label: 'Banner',
  record: 'banner',
  paths: { root: '/slides', list: '/slides/slidesAdmin', plain: true },
  sorts: ['sortOrder', 'id', 'titleEn', 'startsAt', 'endsAt', 'createdAt'],
  editors: 'change',
  sentences: {
    en: {
      title: 'Banners',
      resource: 'banners',
      notFound: 'Banner not found',
      notInTrash: 'Banner is not in the trash',
    },
    ar: {
      title: 'الشرائح',
      resource: 'الشرائح',
      notFound: 'الشريحة غير موجودة',
      notInTrash: 'الشريحة ليست في المهملات',
    },
  },
});
