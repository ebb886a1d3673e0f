import type { StoredRow } from '../../crud/crud.repository';
import { fieldError } from '../../lib/errors';

/** The featured ads are some of the pack's ads, so never more than all of them. */
export function preparePack({
  values,
  current,
}: {
  values: Record<string, unknown>;
  current: StoredRow | null;
}): Record<string, unknown> {
  const adsLimit = (values.adsLimit ?? current?.adsLimit) as number;
  const featuredAdsLimit = (values.featuredAdsLimit ?? current?.featuredAdsLimit ?? 0) as number;
  if (featuredAdsLimit > adsLimit) {
    throw fieldError('featuredAdsLimit', `Must not exceed the ads limit (${adsLimit})`);
  }
  return values;
}
