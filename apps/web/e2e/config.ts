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
