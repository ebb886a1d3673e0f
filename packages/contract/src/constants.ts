/**
 * The contract's plain constants, in a module without zod, so that a page which needs only
 * these (the web app's sign-in page) does not download the schema library
 * (`@showroom/contract/constants`).
 */
export const API_BASE = '/api/v1';

/** Browser storage keys of the two tokens. */
export const ACCESS_TOKEN_KEY = 'showroom.accessToken';
export const REFRESH_TOKEN_KEY = 'showroom.refreshToken';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side';

/**
 * The live events stream (`GET /events`, server-sent events): what a signed-in staff member's
 * screens hear without asking. `ready` opens it with the badges, `bell` says the bell changed
 * (refetch it), `badges` carries new sidebar counts, `end` says why the server closed it.
 */
export const LIVE_EVENTS_PATH = '/events';
