import { defineCrudResource } from '../../crud/resource';
import { banners } from '../../db/schema';
import { fieldError } from '../../lib/errors';

const dateOrNull = (value: unknown) => (value instanceof Date ? value : null);

export const bannersResource = defineCrudResource('banners', {
  table: banners,
  searchColumns: [banners.titleEn, banners.titleAr],
  found: { title: banners.titleEn, titleAr: banners.titleAr },
  // The schema compares the dates of one body; a change that sends only one of them is
  // compared here with the other as stored.
  prepare: ({ values, current }) => {
    const sent = (key: 'startsAt' | 'endsAt') => values[key] !== undefined;
    const startsAt = dateOrNull(sent('startsAt') ? values.startsAt : current?.startsAt);
    const endsAt = dateOrNull(sent('endsAt') ? values.endsAt : current?.endsAt);
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw sent('endsAt') || !current
        ? fieldError('endsAt', 'validation.afterStart')
        : fieldError('startsAt', 'validation.beforeEnd');
    }
    return values;
  },
});
