import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { AuditEntry } from '@showroom/contract';
import { useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format';
import { isReferenceName } from '../../lib/resource/references';
import { ReferenceName } from '../data-table/cells';
import { visuallyHidden } from '../visually-hidden';
import {
  MatrixChangeView,
  MatrixValue,
  PhotosChangeView,
  PhotosValue,
  RichTextValue,
  TextChangeView,
} from './history-change-views';
import { isMatrix, isPhotoList, isRichText, referencedBy, type Matrix } from './history-readers';

/** Bookkeeping every write changes; it says nothing about what the person changed. */
const BOOKKEEPING = new Set(['id', 'version', 'createdAt', 'updatedAt']);
const LONGEST_VALUE = 400;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export type FieldChange = { field: string; before: unknown; after: unknown; changed: boolean };

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };

/** Equal as JSON values (what the log keeps), keys in any order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if ((a ?? null) === null && (b ?? null) === null) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}

/**
 * The fields of an entry's record before and after, in the record's own order, each marked
 * changed or not; bookkeeping (id, version, timestamps of the write) is left out.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const was = asRecord(before);
  const is = asRecord(after);
  const fields = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])];
  return fields
    .filter((field) => !BOOKKEEPING.has(field))
    .map((field) => {
      const old = was?.[field] ?? null;
      const now = is?.[field] ?? null;
      return { field, before: old, after: now, changed: !sameValue(old, now) };
    });
}

/** `nameEn` → "Name en": a field no string names still reads as words. */
export const humanize = (field: string) => {
  const spaced = field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/**
 * A field's label: the resource's own string when there is one, else the History's own for
 * the fields many records keep (deleted at, rejection reason), else its name as words.
 */
export function fieldLabel(
  i18n: Pick<I18n, 'exists' | 't'>,
  namespace: string | undefined,
  field: string,
): string {
  if (namespace && i18n.exists(`${namespace}:fields.${field}`))
    return i18n.t(`${namespace}:fields.${field}`);
  if (i18n.exists(`history:fields.${field}`)) return i18n.t(`history:fields.${field}`);
  return humanize(field);
}

/** `fieldLabel` in the app's language, for a component. */
export function useFieldLabel(namespace: string | undefined) {
  const { i18n } = useTranslation(['history', 'common']);
  return (field: string) => fieldLabel(i18n, namespace, field);
}

/** A value no reader knows, as words: a list's items, an object's fields, never JSON. */
function plainText(value: unknown, labelOf: (field: string) => string): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => plainText(item, labelOf)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== null && item !== undefined && item !== '')
      .map(([key, item]) => `${labelOf(key)}: ${plainText(item, labelOf)}`)
      .join('; ');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint'
    ? String(value)
    : JSON.stringify(value);
}

/** A value as text: yes/no, dates in the app's format, an enum's label, lists and objects. */
function useValueText(namespace: string | undefined) {
  const { t, i18n } = useTranslation(['history', 'common']);
  const labelOf = useFieldLabel(namespace);
  return (field: string, value: unknown): string | null => {
    if (value === null || value === undefined || value === '') return null;
    if (Array.isArray(value) && value.length === 0) return null;
    if (typeof value === 'boolean') return t(value ? 'common:values.yes' : 'common:values.no');
    if (typeof value === 'string') {
      if (ISO_INSTANT.test(value)) return formatDateTime(value);
      const option = `${namespace}:options.${field}.${value}`;
      const text = namespace && i18n.exists(option) ? t(option) : value;
      return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE)}…` : text;
    }
    const text = plainText(value, labelOf);
    return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE)}…` : text;
  };
}

/** How a field's values are read: by their shape, or by the field's name for a reference. */
type Reader = 'matrix' | 'photos' | 'richText' | 'reference' | 'plain';

const emptyish = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && Object.keys(value).length === 0);

/** The reader of a field: each side is of its kind or empty, and one side at least is. */
export function readerOf(field: string, before: unknown, after: unknown): Reader {
  const both = (test: (value: unknown) => boolean) =>
    (test(before) || test(after)) &&
    [before, after].every((value) => test(value) || emptyish(value));
  if (both(isMatrix)) return 'matrix';
  if (both(isPhotoList)) return 'photos';
  if (both(isRichText)) return 'richText';
  const source = referencedBy(field);
  if (source && isReferenceName(source) && both((value) => typeof value === 'number'))
    return 'reference';
  return 'plain';
}

/** One side of a field, read by its reader; null when empty. */
function useValueView(namespace: string | undefined) {
  const textOf = useValueText(namespace);
  return (field: string, reader: Reader, value: unknown): ReactNode => {
    if (emptyish(value))
      return reader === 'matrix' && value !== null ? <MatrixValue matrix={null} /> : null;
    switch (reader) {
      case 'matrix':
        return <MatrixValue matrix={value as Matrix} />;
      case 'photos':
        return <PhotosValue photos={value as string[]} />;
      case 'richText':
        return <RichTextValue html={value as string} />;
      case 'reference': {
        const source = referencedBy(field);
        return source && isReferenceName(source) ? (
          <ReferenceName reference={source} id={value as number} />
        ) : (
          textOf(field, value)
        );
      }
      case 'plain':
        return textOf(field, value);
    }
  };
}

/** A change read as a whole (what a matrix granted, photos moved, words added), or null. */
function changeView(reader: Reader, before: unknown, after: unknown): ReactNode {
  const asMatrix = (value: unknown) => (isMatrix(value) ? value : null);
  const asPhotos = (value: unknown) => (isPhotoList(value) ? value : null);
  const asText = (value: unknown) => (typeof value === 'string' ? value : '');
  switch (reader) {
    case 'matrix':
      return <MatrixChangeView before={asMatrix(before)} after={asMatrix(after)} />;
    case 'photos':
      return <PhotosChangeView before={asPhotos(before)} after={asPhotos(after)} />;
    case 'richText':
      return <TextChangeView before={asText(before)} after={asText(after)} />;
    case 'reference':
    case 'plain':
      return null;
  }
}

/** A line of the history in place of what it would list: nothing recorded, nothing changed. */
export function HistoryNote({ children, sx }: { children: string; sx?: SxProps<Theme> }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={sx}>
      {children}
    </Typography>
  );
}

function ValueCell({
  text,
  tone,
  span,
}: {
  text: ReactNode;
  tone: 'before' | 'after' | 'same' | 'change';
  span?: number;
}) {
  const { t } = useTranslation(['history', 'common']);
  return (
    <TableCell
      dir="auto"
      colSpan={span}
      sx={{
        overflowWrap: 'anywhere',
        whiteSpace: 'pre-wrap',
        verticalAlign: 'top',
        ...(tone === 'before' ? { textDecoration: 'line-through' } : {}),
        ...(tone === 'after' ? { fontWeight: 600 } : {}),
      }}
    >
      {text === null || text === '' ? (
        <Typography component="span" variant="body2" color="text.secondary">
          {t('history:empty')}
        </Typography>
      ) : (
        text
      )}
    </TableCell>
  );
}

/**
 * One audit entry's record before and after as a table: the changed fields first and
 * highlighted (a tint, an edge and the words "changed" for screen readers), the old value
 * struck through; the unchanged ones on request. Labels come from the resource's own
 * strings (`<namespace>:fields.<field>`) where it has them.
 */
export function AuditDiff({
  before,
  after,
  namespace,
}: {
  before: unknown;
  after: unknown;
  /** The resource's i18n namespace, for field and option labels. */
  namespace?: string;
}) {
  const { t } = useTranslation(['history', 'common']);
  const labelOf = useFieldLabel(namespace);
  const viewOf = useValueView(namespace);
  const [showAll, setShowAll] = useState(false);
  const changes = fieldChanges(before, after);
  const changed = changes.filter((change) => change.changed);
  const unchanged = changes.filter((change) => !change.changed);
  const hasBefore = before !== null && before !== undefined;
  const hasAfter = after !== null && after !== undefined;
  // A record created or removed shows all its fields; a change, what it changed.
  const whole = showAll || !hasBefore || !hasAfter;
  const shown = whole ? [...changed, ...unchanged] : changed;

  if (changes.length === 0) return <HistoryNote>{t('history:nothingRecorded')}</HistoryNote>;
  return (
    <Box>
      {changed.length === 0 ? (
        <HistoryNote sx={{ mb: 1 }}>{t('history:noFieldChanged')}</HistoryNote>
      ) : null}
      {shown.length > 0 ? (
        <Table size="small" sx={{ tableLayout: 'fixed' }} aria-label={t('history:changes')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col" sx={{ width: '30%' }}>
                {t('history:field')}
              </TableCell>
              {hasBefore ? (
                <TableCell component="th" scope="col">
                  {hasAfter ? t('history:before') : t('history:value')}
                </TableCell>
              ) : null}
              {hasAfter ? (
                <TableCell component="th" scope="col">
                  {hasBefore ? t('history:after') : t('history:value')}
                </TableCell>
              ) : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((change) => {
              const reader = readerOf(change.field, change.before, change.after);
              const whole =
                change.changed && hasBefore && hasAfter
                  ? changeView(reader, change.before, change.after)
                  : null;
              return (
                <TableRow
                  key={change.field}
                  data-changed={change.changed ? 'true' : 'false'}
                  sx={
                    change.changed && hasBefore && hasAfter
                      ? (theme) => ({
                          bgcolor: alpha(theme.palette.warning.main, 0.12),
                          '& > th': {
                            borderInlineStart: `3px solid ${theme.palette.warning.main}`,
                          },
                        })
                      : undefined
                  }
                >
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {labelOf(change.field)}
                    {change.changed && hasBefore && hasAfter ? (
                      <Box component="span" sx={visuallyHidden}>
                        {` (${t('history:changed')})`}
                      </Box>
                    ) : null}
                  </TableCell>
                  {whole ? (
                    <ValueCell text={whole} tone="change" span={2} />
                  ) : (
                    <>
                      {hasBefore ? (
                        <ValueCell
                          text={viewOf(change.field, reader, change.before)}
                          tone={change.changed && hasAfter ? 'before' : 'same'}
                        />
                      ) : null}
                      {hasAfter ? (
                        <ValueCell
                          text={viewOf(change.field, reader, change.after)}
                          tone={change.changed && hasBefore ? 'after' : 'same'}
                        />
                      ) : null}
                    </>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
      {unchanged.length > 0 && hasBefore && hasAfter ? (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setShowAll((value) => !value)}>
          {showAll
            ? t('history:hideUnchanged')
            : t('history:showUnchanged', { count: unchanged.length })}
        </Button>
      ) : null}
    </Box>
  );
}

/** "Updated · Nov 22, 2026, 3:05 AM · Dina Yousef": what happened, when and by whom. */
export function AuditEntrySummary({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation(['history', 'common']);
  return (
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {auditActionLabel(t, entry.action)}
      </Box>
      {' · '}
      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      {' · '}
      {entry.actor ? entry.actor.name : t('history:system')}
    </Typography>
  );
}

/** An action's words: the known ones translated, any other as words. */
export function auditActionLabel(
  t: (key: string, options?: { defaultValue: string }) => string,
  action: string,
) {
  return t(`history:actions.${action}`, { defaultValue: humanize(action) });
}
