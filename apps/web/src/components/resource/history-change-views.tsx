import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../visually-hidden';
import {
  matrixChanges,
  photoChanges,
  richTextToPlain,
  textDiff,
  type Matrix,
  type PhotoChange,
} from './history-readers';

/*
 * The readable forms of the values the History panel and the audit log show: a permission
 * matrix as its resources' actions, a gallery as its photos, rich text as its words, each
 * alone (a record created or removed) or as what changed between two.
 */

/**
 * A colour for words on the History's tinted rows: the palette's darker shade on light
 * themes, its lighter one on dark themes (the main shade falls short of 4.5:1 on the tint).
 */
const toneOf = (theme: Theme, tone: 'success' | 'error') =>
  theme.palette.mode === 'dark' ? theme.palette[tone].light : theme.palette[tone].dark;

function useMatrixWords() {
  const { t } = useTranslation(['history', 'common']);
  return {
    between: t('history:matrix.between'),
    and: t('history:matrix.and'),
    resource: (resource: string) =>
      t(`common:permissions.resources.${resource}`, { defaultValue: resource }),
    action: (action: string) => t(`history:matrix.actions.${action}`, { defaultValue: action }),
  };
}

/** A matrix as "Cars: read, create; Offers: read", or that it grants nothing. */
export function MatrixValue({ matrix }: { matrix: Matrix | null }) {
  const { t } = useTranslation(['history']);
  const words = useMatrixWords();
  // A matrix alone reads as what it grants: the change from nothing.
  const rows = matrixChanges(null, matrix).map(
    ({ resource, granted }) => [resource, granted] as const,
  );
  if (rows.length === 0) return <>{t('history:matrix.nothing')}</>;
  return (
    <>
      {rows
        .map(
          ([resource, actions]) =>
            `${words.resource(resource)}: ${actions.map(words.action).join(words.and)}`,
        )
        .join(words.between)}
    </>
  );
}

/** What a matrix change granted and revoked: "Offers: + read; Banners: − create, − update". */
export function MatrixChangeView({
  before,
  after,
}: {
  before: Matrix | null;
  after: Matrix | null;
}) {
  const { t } = useTranslation(['history']);
  const words = useMatrixWords();
  const changes = matrixChanges(before, after);
  if (changes.length === 0) return <>{t('history:matrix.unchanged')}</>;
  return (
    <Box component="span" data-reader="matrix">
      {changes.map((change, index) => (
        <Box component="span" key={change.resource}>
          {index > 0 ? words.between : ''}
          {words.resource(change.resource)}
          {': '}
          {[
            ...change.granted.map((action) => ({ action, granted: true })),
            ...change.revoked.map((action) => ({ action, granted: false })),
          ].map(({ action, granted }, at) => (
            <Box
              component="span"
              key={`${granted ? '+' : '-'}${action}`}
              sx={(theme) => ({
                color: toneOf(theme, granted ? 'success' : 'error'),
                fontWeight: 600,
              })}
            >
              {at > 0 ? words.and : ''}
              {t(granted ? 'history:matrix.granted' : 'history:matrix.revoked', {
                action: words.action(action),
              })}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}

function Thumbnail({ url, faded }: { url: string; faded?: boolean }) {
  return (
    <Box
      component="img"
      src={url}
      alt=""
      loading="lazy"
      sx={{
        width: 56,
        height: 42,
        objectFit: 'cover',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
        ...(faded ? { opacity: 0.5, filter: 'grayscale(1)' } : {}),
      }}
    />
  );
}

/** A gallery as its photos in order, and how many. */
export function PhotosValue({ photos }: { photos: string[] | null }) {
  const { t } = useTranslation(['history']);
  const list = photos ?? [];
  return (
    <Stack spacing={0.5}>
      <span>{t('history:photos.count', { count: list.length })}</span>
      {list.length ? (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {list.map((url) => (
            <Thumbnail key={url} url={url} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

const photoWords = (change: PhotoChange) =>
  change.kind === 'added'
    ? { key: 'history:photos.added', values: { to: change.to } }
    : change.kind === 'removed'
      ? { key: 'history:photos.removed', values: { from: change.from } }
      : { key: 'history:photos.moved', values: { from: change.from, to: change.to } };

/** A gallery's change: each photo added, removed or moved, with its picture and places. */
export function PhotosChangeView({
  before,
  after,
}: {
  before: string[] | null;
  after: string[] | null;
}) {
  const { t } = useTranslation(['history']);
  const changes = photoChanges(before, after);
  if (changes.length === 0) return <>{t('history:photos.unchanged')}</>;
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, p: 0 }} data-reader="photos">
      {changes.map((change) => {
        const { key, values } = photoWords(change);
        return (
          <Stack
            component="li"
            direction="row"
            spacing={1}
            key={`${change.kind}:${change.url}`}
            sx={{ listStyle: 'none', alignItems: 'center' }}
          >
            <Thumbnail url={change.url} faded={change.kind === 'removed'} />
            <Typography
              component="span"
              variant="body2"
              sx={(theme) => ({
                color:
                  change.kind === 'added'
                    ? toneOf(theme, 'success')
                    : change.kind === 'removed'
                      ? toneOf(theme, 'error')
                      : theme.palette.text.primary,
                fontWeight: 600,
              })}
            >
              {t(key, values)}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

const LONGEST_TEXT = 400;

/** Rich text as its words, cut after a few lines' worth. */
export function RichTextValue({ html }: { html: string }) {
  const plain = richTextToPlain(html);
  return <>{plain.length > LONGEST_TEXT ? `${plain.slice(0, LONGEST_TEXT)}…` : plain}</>;
}

/** The words of a rich text change: those removed struck through, those added marked. */
export function TextChangeView({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation(['history']);
  const parts = textDiff(richTextToPlain(before), richTextToPlain(after));
  return (
    <Box component="span" dir="auto" sx={{ whiteSpace: 'pre-wrap' }} data-reader="text">
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Box
            key={index}
            component={part.kind === 'added' ? 'ins' : 'del'}
            sx={(theme) => ({
              textDecoration: part.kind === 'added' ? 'none' : 'line-through',
              bgcolor: alpha(
                part.kind === 'added' ? theme.palette.success.main : theme.palette.error.main,
                0.16,
              ),
              color: 'text.primary',
              borderRadius: 0.5,
            })}
          >
            <Box component="span" sx={visuallyHidden}>
              {` ${t(part.kind === 'added' ? 'history:text.added' : 'history:text.removed')}: `}
            </Box>
            {part.text}
          </Box>
        ),
      )}
    </Box>
  );
}
