import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Passkey } from '@showroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { RecordRow } from '../../components/record-row';
import { ActionDialog } from '../../components/resource/action-dialog';
import { LoadError } from '../../components/data-table/load-error';
import { ApiError } from '../../lib/api-error';
import { useFormats } from '../../lib/format';
import { passkeyRefusalOf, passkeysSupported } from '../../lib/passkeys';
import type { ActionDialogDefinition } from '../../lib/resource/row-actions';
import { rememberSecondFactorDue } from '../../lib/second-factor-due';
import { notifySuccess } from '../../lib/toast';
import { AccountSection } from './account-section';
import {
  addPasskey,
  passkeysChanged,
  passkeysQuery,
  removePasskey,
  renamePasskey,
} from './passkeys-api';

type Named = { name: string };

/** A dialog asking for a passkey's name (`account:fields.name`), checked by the contract's schema. */
const nameDialog = (save: (name: string) => Promise<unknown>): ActionDialogDefinition<Named> => ({
  fields: [{ name: 'name', kind: 'text', required: true, autoFocus: true }],
  schema: (contract) => contract.passkeyRenameBodySchema,
  values: (row) => ({ name: row.name }),
  submit: (_row, values) => save(String(values.name)),
});

/**
 * The account page's passkeys and security keys: each with its name, when it was added and
 * last used; adding one (a name, then the browser's prompt), renaming it, and removing it
 * after asking. A passkey signs in alone, or stands for the code after a password.
 */
export function PasskeysSection() {
  const { t } = useTranslation(['account', 'common']);
  const formats = useFormats();
  const queryClient = useQueryClient();
  const list = useQuery(passkeysQuery());
  const [naming, setNaming] = useState<'new' | Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = passkeysSupported();
  const refresh = () =>
    Promise.all(passkeysChanged.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const remove = useMutation({
    mutationFn: (passkey: Passkey) => removePasskey(passkey.id),
    onSuccess: () => {
      setRemoving(null);
      notifySuccess(t('passkeys.removed'));
    },
    onSettled: refresh,
  });

  /** Adds a passkey; the browser's own refusals are said in words, as the server's are. */
  const add = async (name: string) => {
    try {
      await addPasskey(name);
    } catch (caught) {
      const refusal = passkeyRefusalOf(caught);
      if (refusal) throw new ApiError(0, 'ABORTED', t(`passkeys.refusal.${refusal}`));
      throw caught;
    }
    // A passkey is a second factor: a reminder to set one up is done with.
    rememberSecondFactorDue(null);
    notifySuccess(t('passkeys.added'));
  };
  const rename = async (passkey: Passkey, name: string) => {
    await renamePasskey(passkey.id, name);
    notifySuccess(t('passkeys.renamed'));
  };

  const passkeys = list.data ?? [];
  let body;
  if (list.isPending) body = <Skeleton variant="rounded" height={96} />;
  else if (list.isError) body = <LoadError query={list} />;
  else if (passkeys.length === 0)
    body = <Typography color="text.secondary">{t('passkeys.empty')}</Typography>;
  else
    body = (
      <List disablePadding aria-label={t('passkeys.title')}>
        {passkeys.map((passkey) => (
          <RecordRow
            key={passkey.id}
            icon={KeyOutlined}
            title={passkey.name}
            typedTitle
            chips={
              passkey.backedUp ? (
                <Chip size="small" variant="outlined" label={t('passkeys.synced')} />
              ) : null
            }
            facts={[
              t('passkeys.addedAt', { at: formats.dateTime(passkey.createdAt) }),
              passkey.lastUsedAt
                ? t('passkeys.lastUsed', { at: formats.dateTime(passkey.lastUsedAt) })
                : t('passkeys.neverUsed'),
            ]}
            actions={
              <>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => setNaming(passkey)}
                  // The visible words first, then which passkey (WCAG 2.5.3).
                  aria-label={t('passkeys.renameNamed', { name: passkey.name })}
                >
                  {t('passkeys.rename')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  onClick={() => setRemoving(passkey)}
                  aria-label={t('passkeys.removeNamed', { name: passkey.name })}
                >
                  {t('passkeys.remove')}
                </Button>
              </>
            }
          />
        ))}
      </List>
    );

  return (
    <AccountSection title={t('passkeys.title')} text={t('passkeys.text')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ alignSelf: 'stretch' }}>{body}</Box>
        {supported ? null : (
          <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
            {t('passkeys.refusal.unsupported')}
          </Alert>
        )}
        <Button variant="contained" onClick={() => setNaming('new')} disabled={!supported}>
          {t('passkeys.add')}
        </Button>
      </Stack>
      {naming === null ? null : (
        <ActionDialog
          dialog={nameDialog((name) => (naming === 'new' ? add(name) : rename(naming, name)))}
          row={naming === 'new' ? { name: '' } : naming}
          title={naming === 'new' ? t('passkeys.addTitle') : t('passkeys.renameTitle')}
          message={naming === 'new' ? t('passkeys.addText') : ''}
          namespace="account"
          submitLabel={naming === 'new' ? t('passkeys.continue') : t('passkeys.save')}
          onClose={() => setNaming(null)}
          onDone={() => {
            setNaming(null);
            void refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('passkeys.confirmRemove.title')}
        message={removing ? t('passkeys.confirmRemove.message', { name: removing.name }) : ''}
        confirmLabel={t('passkeys.confirmRemove.button')}
        destructive
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) remove.mutate(removing);
        }}
        onCancel={() => setRemoving(null)}
      />
    </AccountSection>
  );
}
