import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { getErrorMessage, isApiError } from '../../lib/api-error';
import { RecordUnavailable } from './record-unavailable';

/** A record's number as a page's URL may hold it (`:id`); anything else names no record. */
const recordNumber = /^[1-9]\d{0,9}$/;

type Shown<T> =
  { record: T; unavailable?: undefined } | { record?: undefined; unavailable: ReactElement };

/**
 * The record a page's `:id` names, read with `query`: `{ record }` once it is read, or else
 * `{ unavailable }`, what the page shows instead: `skeleton` while it loads, `notFound` (with
 * the way back to `listPath`) for a number that names no record or one in the trash, and the
 * API's error with a retry when reading again may succeed.
 */
export function useRecordOfUrl<T extends object, Key extends QueryKey>(
  query: (id: number) => UseQueryOptions<T, Error, T, Key>,
  shown: { listPath: string; notFound: string; skeleton: ReactElement },
): Shown<T> {
  const { id: idParam = '' } = useParams();
  const id = recordNumber.test(idParam) ? Number(idParam) : 0;
  const read = useQuery({ ...query(id), enabled: id > 0 });
  if (id > 0 && read.isPending) return { unavailable: shown.skeleton };
  const trashed = read.data && 'deletedAt' in read.data && read.data.deletedAt;
  if (read.data && !trashed) return { record: read.data };
  const notFound =
    id === 0 || !read.isError || (isApiError(read.error) && read.error.code === 'NOT_FOUND');
  return {
    unavailable: notFound ? (
      <RecordUnavailable message={shown.notFound} listPath={shown.listPath} />
    ) : (
      <RecordUnavailable
        message={getErrorMessage(read.error)}
        onRetry={() => void read.refetch()}
      />
    ),
  };
}
