import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { MessageRef } from '@showroom/contract';
import { AppError, type FieldMessages } from '../../lib/errors';
import { activeAccounts } from '../../db/queries';

/**
 * Rules the marketplace resources (cars, offers, subscriptions, ads) share about the people
 * they name: sellers and buyers are active customers or dealers, never staff.
 */
export async function isActiveMember(db: Executor, userId: number): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), activeAccounts('customer', 'dealer')));
  return Boolean(user);
}

/** Collects field errors from several checks and refuses the write with all of them. */
export class FieldProblems {
  private readonly errors: FieldMessages = {};

  add(field: string, message: MessageRef) {
    (this.errors[field] ??= []).push(message);
  }

  /** Throws a 400 naming every field that failed, if any did. */
  throwIfAny() {
    const [first] = Object.entries(this.errors);
    if (!first) return;
    const [, [message = 'errors.validation']] = first;
    throw new AppError('VALIDATION_FAILED', message, { fieldErrors: this.errors });
  }
}
