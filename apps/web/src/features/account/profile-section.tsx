import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { ownProfileBodySchema, type OwnProfileBody } from '@showroom/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SaveButton } from '../../components/form/form-card';
import { FormError } from '../../components/form/form-error';
import { placeServerErrors } from '../../components/form/server-errors';
import { TextInput } from '../../components/form/text-input';
import { authStore } from '../../lib/auth';
import type { z } from 'zod';
import { updateProfile } from './api';
import { AccountSection, type AccountSectionProps } from './account-section';

type ProfileInput = z.input<typeof ownProfileBodySchema>;
const fields = new Set(['name', 'email', 'phone']);

/** One's name, email and phone; a new email or phone signs one out elsewhere. */
export function ProfileSection({ admin }: AccountSectionProps) {
  const { t } = useTranslation(['account', 'common']);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<ProfileInput, unknown, OwnProfileBody>({
    resolver: zodResolver(ownProfileBodySchema),
    defaultValues: { name: admin.name, email: admin.email, phone: admin.phone },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setSaved(false);
    try {
      const updated = await updateProfile(values);
      form.reset({ name: updated.name, email: updated.email, phone: updated.phone });
      setSaved(true);
      // The top bar and the rest of the app show the new name and email.
      await authStore.reload();
    } catch (caught) {
      setError(placeServerErrors(caught, fields, form.setError, t('common:form.fixFields')));
    }
  });
  return (
    <AccountSection title={t('profile.title')} text={t('profile.text')}>
      <FormProvider {...form}>
        <Stack
          component="form"
          noValidate
          spacing={1}
          aria-label={t('profile.title')}
          onSubmit={(event) => void onSubmit(event)}
        >
          <FormError message={error} sx={{ mb: 1 }} />
          {saved ? (
            <Alert severity="success" role="status" sx={{ mb: 1 }}>
              {t('profile.saved')}
            </Alert>
          ) : null}
          <TextInput name="name" label={t('profile.name')} autoComplete="name" required />
          <TextInput
            name="email"
            type="email"
            label={t('profile.email')}
            helperText={t('profile.emailHelp')}
            autoComplete="email"
            dir="ltr"
            required
          />
          <TextInput
            name="phone"
            label={t('profile.phone')}
            helperText={t('profile.phoneHelp')}
            autoComplete="tel"
            dir="ltr"
            nullable
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SaveButton saving={form.formState.isSubmitting} />
          </Stack>
        </Stack>
      </FormProvider>
    </AccountSection>
  );
}
