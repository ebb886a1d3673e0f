import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useConfirmation } from '../../../components/use-confirmation';
import { FormField } from '../../../components/form/form-field';
import { useUnsavedChangesPrompt } from '../../../components/use-unsaved-changes-prompt';
import type { FieldDefinition } from '../../../lib/resource/fields';
import { notifySuccess } from '../../../lib/toast';
import { conditions, fuels } from '../sample-data';
import { DemoCard, ShowcasePage } from '../showcase-page';

const maxYear = new Date().getFullYear() + 1;

/** The sample listing's rules, in the person's language (the resource forms use the contract's). */
function listingSchema(t: TFunction<'material'>) {
  return z.object({
    title: z.string().trim().min(3, t('form.errors.title')).max(80, t('form.errors.title')),
    description: z.string().max(2000),
    year: z
      .number(t('form.errors.year', { max: maxYear }))
      .int()
      .min(1950, t('form.errors.year', { max: maxYear }))
      .max(maxYear, t('form.errors.year', { max: maxYear })),
    mileageKm: z.number(t('form.errors.mileage')).int().min(0, t('form.errors.mileage')),
    price: z.number(t('form.errors.price')).int().positive(t('form.errors.price')),
    condition: z.enum(conditions, t('form.errors.condition')),
    fuel: z.enum(fuels),
    color: z.string().regex(/^#[0-9a-f]{6}$/i, t('form.errors.color')),
    availableFrom: z.string().nullable(),
    isFeatured: z.boolean(),
  });
}
type Listing = z.infer<ReturnType<typeof listingSchema>>;

const fields: FieldDefinition<keyof Listing>[] = [
  { name: 'title', kind: 'text', required: true, span: 'full' },
  { name: 'description', kind: 'multiline' },
  { name: 'year', kind: 'number', required: true },
  { name: 'mileageKm', kind: 'number' },
  { name: 'price', kind: 'money', currency: 'AED', required: true },
  { name: 'condition', kind: 'select', options: conditions, required: true },
  { name: 'fuel', kind: 'select', options: fuels },
  { name: 'color', kind: 'color' },
  { name: 'availableFrom', kind: 'date' },
  { name: 'isFeatured', kind: 'switch' },
];

// `condition` starts unchosen so the schema's message can be seen.
const emptyListing = {
  title: '',
  description: '',
  year: 2024,
  mileageKm: 0,
  price: null,
  condition: '',
  fuel: 'petrol',
  color: '#1976D2',
  availableFrom: null,
  isFeatured: false,
} as unknown as Listing;

/** The sample listing's form; what was typed is never dropped without asking. */
function ListingForm({
  onSubmitted,
  onRestart,
}: {
  onSubmitted(listing: Listing): void;
  onRestart(): void;
}) {
  const { t } = useTranslation(['material', 'common']);
  const schema = useMemo(() => listingSchema(t), [t]);
  const form = useForm<Listing>({ resolver: zodResolver(schema), defaultValues: emptyListing });
  const dirty = form.formState.isDirty;
  const prompt = useUnsavedChangesPrompt(dirty);
  const restart = useConfirmation({
    title: t('form.restartTitle'),
    message: t('form.restartMessage'),
    confirmLabel: t('form.reset'),
    destructive: true,
    // A new form replaces this one, the question with it.
    onConfirm: onRestart,
  });
  const onSubmit = form.handleSubmit((listing) => {
    notifySuccess(t('form.submitted', { title: listing.title }));
    onSubmitted(listing);
    // What was sent is the form's new starting point.
    form.reset(listing);
  });
  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Grid container columnSpacing={3} rowSpacing={1}>
          {fields.map((field) => (
            <Grid
              key={field.name}
              size={{ xs: 12, md: field.span === 'full' || field.kind === 'multiline' ? 12 : 6 }}
            >
              <FormField field={field} namespace="material" />
            </Grid>
          ))}
        </Grid>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={() => (dirty ? restart.ask() : onRestart())}>{t('form.reset')}</Button>
          <Button type="submit" variant="contained">
            {t('form.submit')}
          </Button>
        </Stack>
      </Box>
      {restart.dialog}
      {prompt.dialog}
    </FormProvider>
  );
}

/** `/material/form`: the resource forms' field kinds on a sample listing, checked by zod. */
export function Component() {
  const { t } = useTranslation('material');
  const [sent, setSent] = useState<Listing | null>(null);
  // A new key starts the form afresh, typed amounts included.
  const [round, setRound] = useState(0);
  return (
    <ShowcasePage slug="form">
      <DemoCard title={t('form.card')}>
        <ListingForm
          key={round}
          onSubmitted={setSent}
          onRestart={() => {
            setRound((value) => value + 1);
            setSent(null);
          }}
        />
      </DemoCard>
      <DemoCard title={t('form.result')}>
        {sent ? (
          <Box
            component="pre"
            dir="ltr"
            data-testid="form-result"
            sx={{ m: 0, p: 2, borderRadius: 1, bgcolor: 'action.hover', overflowX: 'auto' }}
          >
            {JSON.stringify(sent, null, 2)}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('form.nothingYet')}</Typography>
        )}
      </DemoCard>
    </ShowcasePage>
  );
}
