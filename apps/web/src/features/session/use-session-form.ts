import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { placeServerErrors } from '../../components/form/server-errors';
import { useText } from '../../lib/strings';
import type { SessionFormState } from './session-form';

/**
 * A session form checked by its contract schema (errors once a field is left), whose submit
 * places the server's field errors under the named fields and reports the rest above them.
 */
export function useSessionForm<Input extends FieldValues, Output extends FieldValues>(options: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  fields: readonly (keyof Input & string)[];
  submit: (values: Output) => Promise<void>;
}) {
  const t = useText('session');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await options.submit(values);
    } catch (caught) {
      setError(placeServerErrors(caught, new Set(options.fields), form.setError, t('fixFields')));
    }
  });
  const state: SessionFormState = { onSubmit, error, submitting: form.formState.isSubmitting };
  return { form, state };
}
