import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormField } from './field-props';

// The editor (TipTap and ProseMirror) is its own chunk: only a form with rich text loads it.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export type RichTextInputProps = {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  dir?: 'ltr' | 'rtl';
};

/**
 * Rich text bound to the surrounding form: the value is the editor's HTML, or `''` when it
 * holds no text. Its label names the editor and its toolbar; its error shows under it.
 */
export function RichTextInput({ name, label, helperText, required, dir }: RichTextInputProps) {
  const { t } = useTranslation('common');
  const { field, errorText: error } = useFormField(name);
  const labelId = useId();
  const helperId = useId();
  const value: unknown = field.value;
  return (
    <FormControl fullWidth error={Boolean(error)} required={Boolean(required)} sx={{ mb: 1 }}>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Suspense
        fallback={
          <Skeleton
            variant="rounded"
            height={280}
            aria-label={t('richText.loading')}
            role="progressbar"
          />
        }
      >
        <RichTextEditor
          value={typeof value === 'string' ? value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          focusRef={field.ref}
          label={label}
          labelId={labelId}
          helperId={helperId}
          invalid={Boolean(error)}
          {...(dir ? { dir } : {})}
        />
      </Suspense>
      <FormHelperText id={helperId}>{error ?? helperText ?? ' '}</FormHelperText>
    </FormControl>
  );
}
