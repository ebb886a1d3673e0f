import { randomBytes } from 'node:crypto';
import {
  levels,
  systemRoleDescription,
  systemRoleMatrices,
  systemRoleNames,
  weakPasswordMessages,
  type Level,
} from '@showroom/contract';
import { renderMessage } from '@showroom/contract/catalogue';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { FileStorage } from '../../modules/uploads';
import { passwordStrength } from '../../lib/password-strength';
import type { Db, Executor } from '../client';
import { brands, roles, users } from '../schema';

const SEED_LOCK_KEY = 7_164_922;
export const DEFAULT_ADMIN_EMAIL = 'admin@showroom.local';

export type InitialAdmin = { email: string; password: string; generated: boolean };

async function isEmpty(db: Executor, table: typeof roles | typeof brands) {
  const [row] = await db.select({ value: count() }).from(table);
  return (row?.value ?? 0) === 0;
}

/** The four system roles with their default permission matrices (DESIGN §4). */
async function seedRoles(db: Executor): Promise<Record<Level, number>> {
  const rows = await db
    .insert(roles)
    .values(
      levels.map((level) => ({
        name: systemRoleNames[level],
        description: systemRoleDescription(level),
        level,
        permissions: systemRoleMatrices[level],
        isSystem: true,
        // Staff who hold everything sign in with a second factor (ADR 048); each starts the
        // role's grace period at their first sign-in, so a new install signs in as before.
        requireSecondFactor: level === 'SA' || level === 'ADMIN',
      })),
    )
    .returning({ id: roles.id, level: roles.level });
  return Object.fromEntries(rows.map((r) => [r.level, r.id])) as Record<Level, number>;
}

/**
 * Fills an empty database: the system roles and the super admin, then (unless turned off)
 * demo data. Several processes may start at once; the lock lets exactly one seed.
 */
export async function seedIfEmpty(
  db: Db,
  options: {
    adminEmail?: string | undefined;
    adminPassword?: string | undefined;
    demo: boolean;
    /**
     * Where the demo car photos and banner pictures go (the uploads folder or the bucket);
     * without it demo cars have no photos and the banners' pictures are not written.
     */
    storage?: FileStorage | undefined;
  },
): Promise<InitialAdmin | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx, roles))) return null;
    const roleIds = await seedRoles(tx);
    const generated = !options.adminPassword;
    const admin: InitialAdmin = {
      email: (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
      password: options.adminPassword ?? randomBytes(12).toString('base64url'),
      generated,
    };
    // A chosen password meets the policy every other password does (the demo staff share it).
    if (!generated) await assertStrongAdminPassword(admin.password, admin.email);
    const passwordHash = await hashPassword(admin.password);
    await tx.insert(users).values({
      name: 'Super Admin',
      username: 'admin',
      email: admin.email,
      passwordHash,
      roleId: roleIds.SA,
      kind: 'staff',
    });
    if (options.demo && (await isEmpty(tx, brands))) {
      const { seedDemo } = await import('./demo');
      await seedDemo(tx, {
        roleIds,
        staffPasswordHash: passwordHash,
        storage: options.storage,
      });
    }
    return admin;
  });
}

/** Refuses a weak `ADMIN_PASSWORD` at the first start, saying why as the API would. */
async function assertStrongAdminPassword(password: string, email: string) {
  const strength = await passwordStrength(password, {
    name: 'Super Admin',
    username: 'admin',
    email,
  });
  if (strength.strong) return;
  const why = weakPasswordMessages(strength)
    .map((message) => renderMessage(message, 'en'))
    .join(' ');
  throw new Error(`ADMIN_PASSWORD is too easy to guess. ${why}`);
}
