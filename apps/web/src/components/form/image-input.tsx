import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { MAX_UPLOAD_BYTES, acceptedImageTypes } from '@showroom/contract/values';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';
import { useFormField, type FieldInputProps } from './field-props';

/**
 * An image field: picks a file, shows it at once, uploads it with progress and keeps the
 * uploaded URL in the form. A failed upload says why under the field (once: no toast) and
 * leaves the previous image, if any, in place.
 */
export function ImageInput({ name, label, helperText }: FieldInputProps) {
  const { t } = useTranslation('common');
  const { field, invalid, errorText } = useFormField(name);
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const url = typeof field.value === 'string' && field.value ? field.value : null;

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function upload(file: File) {
    setLocalError(null);
    if (!(acceptedImageTypes as readonly string[]).includes(file.type)) {
      setLocalError(t('upload.wrongType'));
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setLocalError(t('upload.tooLarge', { megabytes: MAX_UPLOAD_BYTES / 1024 / 1024 }));
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    // Reported once, under the field: the upload is quiet (no toast as well).
    let reason = '';
    const result = await api.uploadFile(file, {
      onProgress: setProgress,
      quiet: true,
      onError: (error) => (reason = error.message),
    });
    setProgress(null);
    setPreview(null);
    if (result) {
      field.onChange(result.url);
      return;
    }
    if (!reason) return; // cancelled, or the session ended (which says so itself)
    const sentence = /[.!?؟]$/.test(reason) ? reason : `${reason}.`;
    const failed = t('upload.failed', { reason: sentence });
    setLocalError(url ? `${failed} ${t('upload.keptPrevious')}` : failed);
  }

  const shown = preview ?? url;
  const message = localError ?? errorText ?? helperText ?? t('upload.hint');
  return (
    <FormControl error={Boolean(localError) || invalid} fullWidth>
      <FormLabel htmlFor={inputId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={shown ?? undefined}
          alt={shown ? label : undefined}
          variant="rounded"
          sx={{ width: 72, height: 72, bgcolor: 'action.hover', color: 'text.secondary' }}
        >
          <UploadIcon />
        </Avatar>
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1}>
            <Button
              variant="outlined"
              size="small"
              startIcon={<UploadIcon />}
              disabled={progress !== null}
              onClick={() => fileInput.current?.click()}
            >
              {url ? t('upload.replace') : t('upload.choose')}
            </Button>
            {url && progress === null ? (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => field.onChange(null)}
              >
                {t('upload.remove')}
              </Button>
            ) : null}
          </Stack>
          {progress !== null ? (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={t('upload.progress')}
            />
          ) : null}
        </Stack>
      </Stack>
      <Box
        component="input"
        ref={fileInput}
        id={inputId}
        name={field.name}
        type="file"
        accept={acceptedImageTypes.join(',')}
        hidden
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <FormHelperText>{message}</FormHelperText>
    </FormControl>
  );
}
