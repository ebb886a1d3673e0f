/** What the users' list and a user's pages both use: who is a marketplace member, and where their pages are. */
import type { User } from '@showroom/contract';

/** Customers and dealers: people of the marketplace, not staff of the back office. */
export const isMember = (user: Pick<User, 'kind'>) => user.kind !== 'staff';

/** A customer's or dealer's page. */
export const profilePath = (user: Pick<User, 'id'>) => `/dashboard/users/${user.id}`;

/** A staff member's sessions, for a super admin. */
export const sessionsPath = (user: Pick<User, 'id'>) => `/dashboard/users/${user.id}/sessions`;
