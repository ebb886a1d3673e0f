import { msg, type packageCreateSchema, type packageUpdateSchema } from '@showroom/contract';
import type { HookInputs } from '../../crud/resource';
import type { packages } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { readDefaultCurrency } from '../contact-details';

/**
 * The featured ads are some of the package's ads, so never more than all of them. A new package
 * priced without a currency is in the settings' default currency.
 */
export async function preparePackage(input: Hooks['prepare']): Promise<Hooks['values']> {
  const { values, current, tx } = input;
  const adsLimit = values.adsLimit ?? current?.adsLimit ?? 0;
  const featuredAdsLimit = values.featuredAdsLimit ?? current?.featuredAdsLimit ?? 0;
  if (featuredAdsLimit > adsLimit) {
    throw fieldError('featuredAdsLimit', msg('packages.featuredOverAds', { limit: adsLimit }));
  }
  if (input.current === null && input.values.currency === undefined) {
    return { ...input.values, currency: await readDefaultCurrency(tx) };
  }
  return values;
}

type Hooks = HookInputs<typeof packages, typeof packageCreateSchema, typeof packageUpdateSchema>;
