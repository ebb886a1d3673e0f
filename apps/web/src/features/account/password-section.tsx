import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordBodySchema, type ChangePasswordBody } from '@showroom/contract';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/form/form-error';
import { NewPasswordInput, PasswordInput } from '../../components/form/password-input';
import { placeServerErrors } from '../../components/form/server-errors';
import { changePassword } from './api';
import { AccountSection, type AccountSectionProps } from './account-section';

const fields = new Set(['currentPassword', 'password']);
const empty: ChangePasswordBody = { currentPassword: '', password: '' };

/**
 * A change of one's own password: the current one, then a new one scored as it is typed. The
 * other sessions end; this one stays.
 */
export function PasswordSection({ admin }: AccountSectionProps) {
  const { t } = useTranslation(['account', 'common']);
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState<number | null>(null);
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: empty,
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setEnded(null);
    try {
      const { endedSessions } = await changePassword(values);
      form.reset(empty);
      setEnded(endedSessions);
    } catch (caught) {
      setError(placeServerErrors(caught, fields, form.setError, t('common:form.fixFields')));
    }
  });
  return (
    <AccountSection title={t('password.title')} text={t('password.text')}>
      <FormProvider {...form}>
        <Stack
          component="form"
          noValidate
          spacing={1}
          aria-label={t('password.title')}
          onSubmit={(event) => void onSubmit(event)}
        >
          <FormError message={error} sx={{ mb: 1 }} />
          {ended !== null ? (
            <Alert severity="success" role="status" sx={{ mb: 1 }}>
              {t('password.changed', { count: ended })}
            </Alert>
          ) : null}
          {/* Lets the browser's password manager tie the new password to this account. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={admin.email}
            readOnly
            hidden
          />
          <PasswordInput
            name="currentPassword"
            label={t('password.current')}
            autoComplete="current-password"
          />
          <NewPasswordInput
            label={t('password.new')}
            helperText={t('password.newHelp')}
            owner={admin}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t('common:actions.saving') : t('password.submit')}
            </Button>
          </Stack>
        </Stack>
      </FormProvider>
    </AccountSection>
  );
}
