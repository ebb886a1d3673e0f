import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/auth';
import { exportResourceCsv } from '../../lib/resource/csv-export';
import type { ResourceDefinition } from '../../lib/resource/define-resource';
import type { ListParams } from '../../lib/resource/list-params';
import { referencePermission } from '../../lib/resource/references';
import type { BaseRow } from '../../lib/resource/resource-api';

/**
 * The list's CSV export: every record the list's search and filters match, read page by page
 * and written by `exportResourceCsv` (every declared column, the same in both languages).
 */
export function useListExport<Row extends BaseRow>(
  resource: ResourceDefinition<Row>,
  params: ListParams,
) {
  const { t } = useTranslation(['common', resource.namespace]);
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await exportResourceCsv(resource, params, {
        queryClient,
        t,
        readable: (reference) => permissions.can(referencePermission(reference), 'read'),
      });
    } catch {
      // The API client has already shown the error.
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportCsv: () => void exportCsv() };
}
