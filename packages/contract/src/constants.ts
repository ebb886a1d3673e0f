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

/** The command palette's search across resources (ADR 054). */
export const SEARCH_PATH = '/admin/search';

/**
 * The shortest text a search matches against names and titles: a trigram index finds nothing
 * shorter. A number is looked up as an id whatever its length.
 */
export const SEARCH_TEXT_MIN = 3;

/** Whether a search for `q` can find records: by id (plain digits), or by enough text. */
export const searchFinds = (q: string) => /^\d+$/.test(q) || q.length >= SEARCH_TEXT_MIN;

/**
 * The signed-in person's own account (`/dashboard/account`): their profile, their password
 * and their recent sign-ins, beside the session's own paths under `/admin`.
 */
export const accountPaths = {
  profile: '/admin/account/profile',
  password: '/admin/account/password',
  signIns: '/admin/account/sign-ins',
} as const;

/**
 * The live events stream (`GET /events`, server-sent events): what a signed-in staff member's
 * screens hear without asking. `ready` opens it with the badges, `bell` says the bell changed
 * (refetch it), `badges` carries new sidebar counts, `end` says why the server closed it.
 */
export const LIVE_EVENTS_PATH = '/events';

/**
 * The signed-in person's own sessions: `GET` lists them, `DELETE <path>/:sessionId` ends one,
 * `DELETE <path>/others` every one but the session asking. A super admin reaches anyone's at
 * `<users root>/:id/sessions` (`USER_SESSIONS_SEGMENT`).
 */
export const OWN_SESSIONS_PATH = '/admin/sessions';
export const USER_SESSIONS_SEGMENT = 'sessions';

/**
 * Saved views of the lists (ADR 053): `GET <path>?list=` the views a person sees on a list and
 * their default, `POST <path>`, `PATCH|DELETE <path>/:id`, `PUT <path>/default`.
 */
export const VIEWS_PATH = '/views';
