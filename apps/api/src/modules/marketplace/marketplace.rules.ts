import { activeAccounts } from '../../db/queries';

/**
 * Rules the marketplace resources (cars, offers, subscriptions, ads) share about the people
 * they name: sellers and buyers are active customers or dealers, never staff.
 */

/** The accounts that may sell and buy: as a condition on `users`. */
export const activeMembers = activeAccounts('customer', 'dealer');
