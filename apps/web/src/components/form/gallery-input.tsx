import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { MAX_UPLOAD_BYTES, acceptedImageTypes } from '@showroom/contract/values';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { visuallyHidden } from '../visually-hidden';
import { useFormField } from './field-props';
import { TileGrid } from '../tile-grid';

type Pending = { key: number; name: string; preview: string; progress: number };

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string') : [];

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * An ordered photo gallery kept in the form as a list of uploaded URLs (the first is the
 * cover). Photos upload one after another, each with its progress; a photo moves by
 * dragging its handle (mouse or touch) or, with the handle focused, by the arrow keys, Home
 * and End; each move is announced. Pointer moves are a few lines over Pointer Events, so
 * the field needs no drag-and-drop library.
 */
export function GalleryInput({
  name,
  label,
  helperText,
  max,
}: {
  name: string;
  label: string;
  helperText?: string;
  max: number;
}) {
  const { t } = useTranslation('common');
  const rtl = useTheme().direction === 'rtl';
  const { field, errorText: error } = useFormField(name);
  const { getValues } = useFormContext();
  const labelId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const nextKey = useRef(0);
  const [pending, setPending] = useState<Pending[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  // The photo whose handle takes the focus once the list has re-rendered ('' the add button).
  const focusAfter = useRef<string | null>(null);
  const urls = asList(field.value);
  const free = max - urls.length - pending.length;

  useEffect(() => {
    if (focusAfter.current === null) return;
    (handles.current.get(focusAfter.current) ?? addButton.current)?.focus();
    focusAfter.current = null;
  });

  const current = () => asList(getValues(name));

  function move(from: number, to: number, announce: boolean) {
    const list = current();
    if (to < 0 || to >= list.length || from === to) return;
    field.onChange(moved(list, from, to));
    if (announce) setAnnouncement(t('gallery.moved', { position: to + 1, count: list.length }));
  }

  function remove(index: number) {
    const list = current();
    const next = list.filter((_, at) => at !== index);
    field.onChange(next);
    setAnnouncement(t('gallery.removed', { position: index + 1 }));
    focusAfter.current = next[Math.min(index, next.length - 1)] ?? '';
  }

  function refusal(file: File): string | null {
    if (!(acceptedImageTypes as readonly string[]).includes(file.type))
      return t('upload.wrongType');
    if (file.size > MAX_UPLOAD_BYTES)
      return t('upload.tooLarge', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 });
    return null;
  }

  async function add(files: File[]) {
    const found: string[] = [];
    const accepted: Pending[] = [];
    const taken: File[] = [];
    for (const file of files) {
      const reason = refusal(file);
      if (reason) found.push(t('gallery.problem', { name: file.name, reason }));
      else taken.push(file);
    }
    if (taken.length > free) found.push(t('gallery.leftOut', { count: Math.max(free, 0), max }));
    for (const file of taken.slice(0, Math.max(free, 0))) {
      nextKey.current += 1;
      accepted.push({
        key: nextKey.current,
        name: file.name,
        preview: URL.createObjectURL(file),
        progress: 0,
      });
    }
    setProblems(found);
    setPending((list) => [...list, ...accepted]);
    // One at a time: the server re-encodes each photo, and the order picked is kept.
    for (const [index, item] of accepted.entries()) {
      const file = taken[index];
      if (!file) continue;
      let reason = '';
      const result = await api.uploadFile(file, {
        quiet: true,
        onProgress: (progress) =>
          setPending((list) =>
            list.map((entry) => (entry.key === item.key ? { ...entry, progress } : entry)),
          ),
        onError: (error) => (reason = error.message),
      });
      URL.revokeObjectURL(item.preview);
      setPending((list) => list.filter((entry) => entry.key !== item.key));
      if (result) {
        const list = current();
        if (!list.includes(result.url)) field.onChange([...list, result.url]);
      } else if (reason) {
        const sentence = /[.!?؟]$/.test(reason) ? reason : `${reason}.`;
        setProblems((list) => [
          ...list,
          t('gallery.problem', {
            name: file.name,
            reason: t('upload.failed', { reason: sentence }),
          }),
        ]);
      }
    }
    if (accepted.length) setAnnouncement(t('gallery.count', { count: current().length, max }));
  }

  function onHandleKey(event: React.KeyboardEvent, index: number, url: string) {
    const earlier = rtl ? 'ArrowRight' : 'ArrowLeft';
    const later = rtl ? 'ArrowLeft' : 'ArrowRight';
    const targets: Record<string, number> = {
      [earlier]: index - 1,
      ArrowUp: index - 1,
      [later]: index + 1,
      ArrowDown: index + 1,
      Home: 0,
      End: urls.length - 1,
    };
    const to = targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(index, to, true);
    focusAfter.current = url;
  }

  function onPointerMove(event: React.PointerEvent, url: string) {
    if (dragging !== url) return;
    const over = document
      .elementFromPoint(event.clientX, event.clientY)
      ?.closest<HTMLElement>('[data-gallery-index]');
    const to = Number(over?.dataset.galleryIndex);
    const from = current().indexOf(url);
    if (over && Number.isInteger(to) && from >= 0) move(from, to, false);
  }

  function endDrag(url: string) {
    if (dragging !== url) return;
    setDragging(null);
    setAnnouncement(
      t('gallery.moved', { position: current().indexOf(url) + 1, count: current().length }),
    );
  }

  return (
    <FormControl
      component="fieldset"
      error={Boolean(error) || problems.length > 0}
      fullWidth
      aria-describedby={hintId}
    >
      <FormLabel component="legend" id={labelId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <TileGrid ordered minTileWidth={112} aria-labelledby={labelId}>
        {urls.map((url, index) => (
          <Box
            component="li"
            key={url}
            data-gallery-index={index}
            sx={{
              position: 'relative',
              aspectRatio: '4 / 3',
              borderRadius: 1,
              overflow: 'hidden',
              border: 2,
              borderColor: dragging === url ? 'primary.main' : 'divider',
              bgcolor: 'action.hover',
              opacity: dragging === url ? 0.7 : 1,
            }}
          >
            <Box
              component="img"
              src={url}
              alt={t('gallery.photo', { position: index + 1 })}
              draggable={false}
              sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block' }}
            />
            {index === 0 ? (
              <Chip
                size="small"
                label={t('gallery.cover')}
                sx={{
                  position: 'absolute',
                  top: 4,
                  insetInlineStart: 4,
                  bgcolor: 'background.paper',
                }}
              />
            ) : null}
            <Stack
              direction="row"
              sx={{
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                justifyContent: 'space-between',
                bgcolor: 'background.paper',
                opacity: 0.92,
              }}
            >
              <IconButton
                size="small"
                ref={(element) => {
                  if (element) handles.current.set(url, element);
                  else handles.current.delete(url);
                }}
                aria-label={t('gallery.move', { position: index + 1, count: urls.length })}
                aria-describedby={hintId}
                onKeyDown={(event) => onHandleKey(event, index, url)}
                onPointerDown={(event) => {
                  if (event.button !== 0) return;
                  event.currentTarget.setPointerCapture(event.pointerId);
                  setDragging(url);
                }}
                onPointerMove={(event) => onPointerMove(event, url)}
                onPointerUp={() => endDrag(url)}
                onPointerCancel={() => endDrag(url)}
                sx={{ cursor: dragging === url ? 'grabbing' : 'grab', touchAction: 'none' }}
              >
                <DragIndicatorIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                color="error"
                aria-label={t('gallery.remove', { position: index + 1 })}
                onClick={() => remove(index)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Box>
        ))}
        {pending.map((item) => (
          <Box
            component="li"
            key={`pending-${item.key}`}
            sx={{
              position: 'relative',
              aspectRatio: '4 / 3',
              borderRadius: 1,
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Box
              component="img"
              src={item.preview}
              alt=""
              sx={{ width: 1, height: 1, objectFit: 'cover', display: 'block', opacity: 0.5 }}
            />
            <LinearProgress
              variant="determinate"
              value={Math.round(item.progress * 100)}
              aria-label={t('gallery.uploading', { name: item.name })}
              sx={{ position: 'absolute', insetInline: 0, bottom: 0 }}
            />
          </Box>
        ))}
      </TileGrid>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ mt: urls.length + pending.length ? 1.5 : 0, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          ref={addButton}
          variant="outlined"
          size="small"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          disabled={free <= 0}
          onClick={() => fileInput.current?.click()}
        >
          {t('gallery.add')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('gallery.count', { count: urls.length, max })}
        </Typography>
      </Stack>
      <Box
        component="input"
        ref={fileInput}
        type="file"
        multiple
        accept={acceptedImageTypes.join(',')}
        hidden
        aria-label={t('gallery.add')}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) void add(files);
        }}
      />
      {problems.map((problem) => (
        <FormHelperText key={problem} error>
          {problem}
        </FormHelperText>
      ))}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <FormHelperText id={hintId} error={false}>
        {helperText ?? t('gallery.hint', { max })}
      </FormHelperText>
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </FormControl>
  );
}
