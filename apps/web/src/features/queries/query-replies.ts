import { auditEntrySchema, pageSchema, type CustomerQuery } from '@showroom/contract';
import { MAX_PAGE_SIZE } from '@showroom/contract/values';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { usePermissions } from '../../lib/auth';
import type { ResourceApi } from '../../lib/resource/resource-api';

export type Reply = { text: string; at: string | null; by: string | null };

const repliedRow = z.object({ reply: z.string(), repliedAt: z.string().nullable() });
const replyEntries = pageSchema(auditEntrySchema);

/**
 * Every reply a query was sent, oldest first. A query keeps only its latest reply; the
 * earlier ones (and who sent each) live in the audit trail, which only roles that read the
 * audit log may open. Others see the latest reply alone. Kept under the query's `keys`, so
 * a write to the queries reloads it.
 */
export function useReplies(
  customerQuery: CustomerQuery | undefined,
  keys: ResourceApi<CustomerQuery>['keys'],
): Reply[] {
  const canReadAudit = usePermissions().can('audit', 'read');
  const id = customerQuery?.id ?? 0;
  const trail = useQuery({
    queryKey: [...keys.detail(id), 'replies'],
    enabled: canReadAudit && id > 0,
    queryFn: async ({ signal }) => {
      const page = replyEntries.parse(
        await api.get<unknown>('/audit-log', {
          query: {
            resource: 'queries',
            recordId: id,
            action: 'reply',
            sortDirection: 'ASC',
            limit: MAX_PAGE_SIZE,
          },
          signal,
          quiet: true,
        }),
      );
      return page.rows.flatMap((entry): Reply[] => {
        const after = repliedRow.safeParse(entry.after);
        return after.success
          ? [
              {
                text: after.data.reply,
                at: after.data.repliedAt ?? entry.at,
                by: entry.actor?.name ?? null,
              },
            ]
          : [];
      });
    },
  });
  return customerQuery ? conversationReplies(customerQuery, trail.data ?? []) : [];
}

/**
 * The replies to show: those of the trail, plus the one on record when the trail lacks it
 * (written before the trail, or the trail unreadable). While the record and the trail
 * reload one after the other, a reply is never shown twice.
 */
export function conversationReplies(
  customerQuery: Pick<CustomerQuery, 'reply' | 'repliedAt'>,
  trail: readonly Reply[],
): Reply[] {
  if (!customerQuery.reply) return [...trail];
  const latest: Reply = { text: customerQuery.reply, at: customerQuery.repliedAt, by: null };
  return trail.some((reply) => reply.text === customerQuery.reply)
    ? [...trail]
    : [...trail, latest];
}
