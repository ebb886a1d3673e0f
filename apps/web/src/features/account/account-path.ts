/** The signed-in person's own account page (DESIGN §7). */
export const ACCOUNT_PATH = '/dashboard/account';

/** Where the second factors sit on it: the reminder to set one up links there. */
export const SECOND_FACTOR_ANCHOR = 'second-factor';
