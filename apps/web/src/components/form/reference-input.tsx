import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  referenceLabelQuery,
  referenceSearchQuery,
  type ReferenceName,
  type ReferenceOption,
} from '../../lib/resource/references';
import { useFormField } from './field-props';

const SEARCH_DELAY_MS = 250;

export type ReferenceInputProps = {
  name: string;
  label: string;
  reference: ReferenceName;
  helperText?: string;
  required?: boolean;
  /** Cleared, the value is `null` (a nullable column) instead of `undefined` (not set). */
  nullable?: boolean;
};

/**
 * A record of another resource, picked by typing part of its name: the options come from
 * that resource's list (searched on the server); the form keeps the id, or null.
 */
export function ReferenceInput({
  name,
  label,
  reference,
  helperText,
  required,
  nullable,
}: ReferenceInputProps) {
  const { t } = useTranslation('common');
  const { field, invalid, errorText } = useFormField(name);
  const id = typeof field.value === 'number' ? field.value : null;
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const [open, setOpen] = useState(false);
  const options = useQuery({ ...referenceSearchQuery(reference, search), enabled: open });
  const current = useQuery({ ...referenceLabelQuery(reference, id ?? 0), enabled: id !== null });
  const value: ReferenceOption | null =
    id === null ? null : (current.data ?? { id, label: current.isError ? `#${id}` : '…' });
  return (
    <Autocomplete<ReferenceOption>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      options={options.data ?? []}
      loading={options.isFetching}
      filterOptions={(found) => found}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => option.label}
      onChange={(_, picked) => field.onChange(picked ? picked.id : nullable ? null : undefined)}
      onInputChange={(_, typed, reason) => {
        if (reason === 'input') setText(typed);
      }}
      onBlur={field.onBlur}
      loadingText={t('loading')}
      noOptionsText={t('list.noOptions')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={Boolean(required)}
          error={invalid}
          helperText={errorText ?? helperText ?? ' '}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {options.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
