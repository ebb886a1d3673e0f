import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  customerQueryReplySchema,
  type CustomerQuery,
  type CustomerQueryDetails,
  type CustomerQueryReply,
  type CustomerQueryStatus,
} from '@showroom/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BackButton, mirroredInRtl } from '../../components/back-button';
import { ReferenceName, StatusChip } from '../../components/data-table/cells';
import { FormError } from '../../components/form/form-error';
import { TextInput } from '../../components/form/text-input';
import { PageHeader } from '../../components/page-header';
import { useRecordOfUrl } from '../../components/resource/use-record-of-url';
import { RecordPageSkeleton } from '../../components/resource/record-page-skeleton';
import { useConfirmation } from '../../components/use-confirmation';
import { useUnsavedChangesPrompt } from '../../components/use-unsaved-changes-prompt';
import { getErrorMessage, isApiError } from '../../lib/api-error';
import { usePermissions } from '../../lib/auth';
import { formatDateTime } from '../../lib/i18n';
import type { ScreenProps } from '../../lib/resource/define-resource';
import { queriesTranslations } from './i18n';
import { moveQuery, nextStatus, replyToQuery, statusColors } from './query-actions';
import { ConversationMessages } from './query-conversation';
import { queryDetailsQuery } from './query-replies';
import { notifySuccess } from '../../lib/toast';

const ns = queriesTranslations.namespace;

/**
 * Route module (lazy): `dashboard/queries/:id`, one query and its conversation, handed the
 * queries' declaration.
 */
export function Component({ resource }: ScreenProps<CustomerQuery>) {
  const { t } = useTranslation(['common', ns]);
  // The conversation (the query with every reply), then the customer beside it.
  const { record: customerQuery, unavailable } = useRecordOfUrl(
    (id) => queryDetailsQuery(resource.api.keys, id),
    {
      listPath: resource.basePath,
      notFound: t('common:form.notFound', { item: t(`${ns}:item`) }),
      skeleton: <RecordPageSkeleton split={8} main={320} side={200} />,
    },
  );
  if (!customerQuery) return unavailable;
  return <QueryDetail customerQuery={customerQuery} resource={resource} />;
}

function QueryDetail({
  customerQuery,
  resource,
}: { customerQuery: CustomerQueryDetails } & ScreenProps<CustomerQuery>) {
  const { t } = useTranslation(['common', ns]);
  const canUpdate = usePermissions().can(resource.permission, 'update');
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: resource.api.keys.all });
  const status = (value: CustomerQueryStatus) => t(`${ns}:options.status.${value}`);
  const next = nextStatus[customerQuery.status];
  const move = useMutation({
    mutationFn: (to: CustomerQueryStatus) => moveQuery(customerQuery, to),
    onSuccess: (_, to) => notifySuccess(t(`${ns}:detail.moved`, { status: status(to) })),
    onSettled: invalidate,
  });
  const resolving = useConfirmation({
    title: t(`${ns}:detail.resolveTitle`),
    message: t(`${ns}:detail.resolveMessage`),
    confirmLabel: t(`${ns}:detail.resolve`),
    busy: move.isPending,
    onConfirm: (close) => {
      close();
      move.mutate('resolved');
    },
  });

  return (
    <>
      <PageHeader
        title={t(`${ns}:detail.title`, { id: customerQuery.id, name: customerQuery.name })}
        subtitle={t(`${ns}:detail.received`, { date: formatDateTime(customerQuery.createdAt) })}
        actions={
          <>
            <BackButton to={resource.basePath}>{t('common:actions.backToList')}</BackButton>
            {canUpdate && next === 'in_progress' ? (
              <Button
                variant="outlined"
                startIcon={<PlayCircleOutlined />}
                disabled={move.isPending}
                onClick={() => move.mutate('in_progress')}
              >
                {t(`${ns}:detail.start`)}
              </Button>
            ) : null}
            {canUpdate && next === 'resolved' ? (
              <Button
                variant="outlined"
                color="success"
                startIcon={<CheckCircleOutlined />}
                disabled={move.isPending}
                onClick={resolving.ask}
              >
                {t(`${ns}:detail.resolve`)}
              </Button>
            ) : null}
          </>
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: -1.5, mb: 3 }}>
        <Typography variant="body2" color="text.secondary">
          {t(`${ns}:fields.status`)}
        </Typography>
        <StatusChip
          label={status(customerQuery.status)}
          color={statusColors[customerQuery.status]}
        />
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ order: { xs: 2, md: 1 } }}>
          <Conversation customerQuery={customerQuery} canReply={canUpdate} onReplied={invalidate} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: 1, md: 2 } }}>
          <CustomerCard customerQuery={customerQuery} />
        </Grid>
      </Grid>
      {resolving.dialog}
    </>
  );
}

/** A titled card of the page: the customer, the conversation. */
function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function CustomerCard({ customerQuery }: { customerQuery: CustomerQuery }) {
  const { t } = useTranslation(['common', ns]);
  const line = (label: string, value: ReactNode) => (
    <div>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  );
  return (
    <SectionCard title={t(`${ns}:detail.customer`)}>
      <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
        {line(t(`${ns}:fields.name`), <span dir="auto">{customerQuery.name}</span>)}
        {line(
          t(`${ns}:fields.email`),
          <Link href={`mailto:${customerQuery.email}`} dir="ltr">
            {customerQuery.email}
          </Link>,
        )}
        {line(
          t(`${ns}:fields.phone`),
          customerQuery.phone ? (
            <Link href={`tel:${customerQuery.phone}`} dir="ltr">
              {customerQuery.phone}
            </Link>
          ) : (
            t(`${ns}:detail.noPhone`)
          ),
        )}
        {line(
          t(`${ns}:fields.subjectId`),
          <ReferenceName reference="subjects" id={customerQuery.subjectId} />,
        )}
      </Stack>
    </SectionCard>
  );
}

function Conversation({
  customerQuery,
  canReply,
  onReplied,
}: {
  customerQuery: CustomerQueryDetails;
  canReply: boolean;
  onReplied(): Promise<unknown>;
}) {
  const { t } = useTranslation(['common', ns]);
  return (
    <SectionCard title={t(`${ns}:detail.conversation`)}>
      <ConversationMessages customerQuery={customerQuery} />
      {customerQuery.status === 'resolved' ? (
        <Alert severity="info" sx={{ mt: 3 }}>
          {t(`${ns}:detail.resolvedNote`)}
        </Alert>
      ) : canReply ? (
        <ReplyForm customerQuery={customerQuery} onReplied={onReplied} />
      ) : null}
    </SectionCard>
  );
}

function ReplyForm({
  customerQuery,
  onReplied,
}: {
  customerQuery: CustomerQuery;
  onReplied(): Promise<unknown>;
}) {
  const { t } = useTranslation(['common', ns]);
  const titleId = useId();
  const form = useForm<CustomerQueryReply>({
    resolver: zodResolver(customerQueryReplySchema),
    defaultValues: { reply: '' },
    mode: 'onTouched',
  });
  const { isDirty, isSubmitting } = form.formState;
  const prompt = useUnsavedChangesPrompt(isDirty);
  const [formError, setFormError] = useState<string | null>(null);

  // The text stays in the box until the server has mailed it; a failure keeps it to retry.
  const onSubmit = form.handleSubmit(async ({ reply }) => {
    setFormError(null);
    try {
      await replyToQuery(customerQuery, reply);
      form.reset({ reply: '' });
      notifySuccess(t(`${ns}:detail.replied`, { email: customerQuery.email }));
      await onReplied();
    } catch (error) {
      const message = isApiError(error) ? error.fieldErrors.reply?.join(' ') : undefined;
      if (message) form.setError('reply', { type: 'server', message }, { shouldFocus: true });
      else setFormError(getErrorMessage(error));
    }
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event) => void onSubmit(event)}
        sx={{ mt: 3 }}
      >
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t(`${ns}:detail.replyTitle`)}
        </Typography>
        <FormError message={formError} sx={{ mb: 2 }} />
        <TextInput
          name="reply"
          label={t(`${ns}:fields.reply`)}
          helperText={t(`${ns}:helpers.reply`)}
          required
          multiline
          minRows={4}
        />
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SendOutlined sx={mirroredInRtl} />}
            disabled={isSubmitting}
          >
            {isSubmitting ? t(`${ns}:detail.sending`) : t(`${ns}:detail.send`)}
          </Button>
        </Stack>
      </Box>
      {prompt.dialog}
    </FormProvider>
  );
}
