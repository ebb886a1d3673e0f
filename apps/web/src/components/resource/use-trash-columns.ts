import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { usePermissions } from '../../lib/auth';
import type { ColumnDefinition, ResourceDefinition } from '../../lib/resource/define-resource';
import type { BaseRow } from '../../lib/resource/resource-api';

type DeleteEntry = { recordId: number | null; actor: { name: string } | null };

/**
 * The trash's own columns: when each record was deleted (the row's `deletedAt`) and by whom
 * (the audit log's delete entries of the page's records, read in one request by the roles
 * that may read the log). Headers are `common:list.columns.<field>`.
 */
export function useTrashColumns<Row extends BaseRow>(
  resource: ResourceDefinition<Row>,
  rows: Row[],
  trash: boolean,
) {
  const mayReadLog = usePermissions().can('audit', 'read');
  const ids = trash ? rows.map((row) => row.id) : [];
  const deletes = useQuery({
    queryKey: [...resource.api.keys.lists(), 'deletedBy', ids] as const,
    queryFn: ({ signal }) =>
      api.get<{ rows: DeleteEntry[] }>('/audit-log', {
        query: {
          resource: resource.permission,
          action: 'delete',
          recordIds: ids.join(','),
          limit: 100,
        },
        signal,
        quiet: true,
      }),
    enabled: trash && mayReadLog && ids.length > 0,
  });
  return useMemo(() => {
    if (!trash) return { columns: [], rows };
    // Newest first: the first delete entry of a record is its latest.
    const by = new Map<number, string>();
    for (const entry of deletes.data?.rows ?? [])
      if (entry.recordId !== null && !by.has(entry.recordId))
        by.set(entry.recordId, entry.actor?.name ?? '');
    const columns: ColumnDefinition<Row>[] = [
      { field: 'deletedAt', kind: 'date', hideBelow: 'sm' },
      ...(mayReadLog
        ? [
            {
              field: 'deletedBy' as keyof Row & string,
              kind: 'text' as const,
              hideBelow: 'md' as const,
            },
          ]
        : []),
    ];
    return {
      columns,
      rows: mayReadLog ? rows.map((row) => ({ ...row, deletedBy: by.get(row.id) ?? '' })) : rows,
    };
  }, [trash, rows, deletes.data, mayReadLog]);
}
