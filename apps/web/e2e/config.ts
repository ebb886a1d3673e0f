/** Accounts the demo seed creates; they all share the admin password. */
export const ADMIN_EMAIL = 'admin@showroom.local';
export const PASSWORD = 'e2e-password-123';
export const accounts = {
  superAdmin: ADMIN_EMAIL,
  admin: 'manager@showroom.local',
  editor: 'editor@showroom.local',
  guest: 'newcomer@showroom.local',
} as const;

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Files run on this many workers side by side, each against its own server and database.
 * One unless E2E_WORKERS says more: two were not yet green twice in a row on a loaded
 * 2-core machine (tests timed out), so the default still runs files one after another.
 */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);
