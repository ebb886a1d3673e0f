import type { StoredRow } from '../../crud/crud.repository';
import type { Executor } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { readDefaultCurrency } from '../settings/settings.service';

/**
 * The featured ads are some of the pack's ads, so never more than all of them. A new pack
 * priced without a currency is in the settings' default currency.
 */
export async function preparePack({
  values,
  current,
  tx,
}: {
  values: Record<string, unknown>;
  current: StoredRow | null;
  tx: Executor;
}): Promise<Record<string, unknown>> {
  const adsLimit = (values.adsLimit ?? current?.adsLimit) as number;
  const featuredAdsLimit = (values.featuredAdsLimit ?? current?.featuredAdsLimit ?? 0) as number;
  if (featuredAdsLimit > adsLimit) {
    throw fieldError('featuredAdsLimit', `Must not exceed the ads limit (${adsLimit})`);
  }
  if (!current && values.currency === undefined) {
    return { ...values, currency: await readDefaultCurrency(tx) };
  }
  return values;
}
