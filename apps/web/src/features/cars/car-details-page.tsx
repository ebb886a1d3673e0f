import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  auditEntrySchema,
  carDetailsSchema,
  carSchema,
  type Car,
  type CarDetails,
} from '@showroom/contract';
import { resourcePaths } from '@showroom/contract/values';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import { BackButton } from '../../components/back-button';
import { ColorSwatch, CountryCode, StatusChip } from '../../components/data-table/cells';
import { PageHeader } from '../../components/page-header';
import { ActionDialog } from '../../components/resource/action-dialog';
import { RecordPageSkeleton } from '../../components/resource/record-page-skeleton';
import { RecordUnavailable } from '../../components/resource/record-unavailable';
import { useResourceActions } from '../../components/resource/use-resource-actions';
import { api } from '../../lib/api';
import { getErrorMessage, isApiError } from '../../lib/api-error';
import { usePermissions } from '../../lib/auth';
import { formatDateTime } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { editPath, type ScreenProps } from '../../lib/resource/define-resource';
import type { ResourceApi } from '../../lib/resource/resource-api';
import type { RowActionDefinition } from '../../lib/resource/row-actions';
import { statusColors } from './car-status-colors';

type CarKeys = ResourceApi<Car>['keys'];

/** The car with its seller, catalogue entries and latest offers (under the cars' keys). */
const detailsQuery = (keys: CarKeys, id: number) =>
  queryOptions({
    queryKey: [...keys.detail(id), 'details'],
    queryFn: async ({ signal }) =>
      carDetailsSchema.parse(await api.get(`${resourcePaths.cars.root}/${id}`, { signal })),
  });

const statusOf = z.object({
  status: z.string(),
  rejectionReason: z.string().nullable().optional(),
});
const historyPage = z.object({ rows: z.array(auditEntrySchema) });

/** Status changes read from the audit log (roles that may read it), oldest first. */
const historyQuery = (keys: CarKeys, id: number) =>
  queryOptions({
    queryKey: [...keys.detail(id), 'history'],
    queryFn: async ({ signal }) => {
      const query = { resource: 'cars', recordId: id, limit: 100, sortDirection: 'ASC' };
      const page = historyPage.parse(await api.get('/audit-log', { query, signal }));
      return page.rows.flatMap((entry) => {
        const after = statusOf.safeParse(entry.after);
        if (!after.success) return [];
        const before = statusOf.safeParse(entry.before);
        const from = before.success ? before.data.status : null;
        if (from === after.data.status) return [];
        return [
          {
            id: entry.id,
            at: entry.at,
            actor: entry.actor?.name ?? null,
            from,
            to: after.data.status,
            reason: after.data.rejectionReason ?? null,
          },
        ];
      });
    },
  });

/** Route module (lazy): `dashboard/cars/:id/details`, handed the cars' declaration. */
export function Component({ resource }: ScreenProps<Car>) {
  const { id: idParam = '' } = useParams();
  const { t } = useTranslation(['common', 'cars']);
  const id = /^\d{1,10}$/.test(idParam) ? Number(idParam) : 0;
  const car = useQuery({ ...detailsQuery(resource.api.keys, id), enabled: id > 0 });
  if (id === 0 || car.isError) {
    const notFound = id === 0 || (isApiError(car.error) && car.error.code === 'NOT_FOUND');
    if (!notFound)
      return (
        <RecordUnavailable
          message={getErrorMessage(car.error)}
          onRetry={() => void car.refetch()}
        />
      );
    return (
      <RecordUnavailable
        message={t('common:form.notFound', { item: t('cars:item') })}
        listPath={resource.basePath}
      />
    );
  }
  // The photos, then the details beside them.
  if (car.isPending) return <RecordPageSkeleton split={7} main="4 / 3" side={320} />;
  return <CarDetailsView car={car.data} resource={resource} />;
}

function CarDetailsView({ car, resource }: { car: CarDetails } & ScreenProps<Car>) {
  const { t, i18n } = useTranslation(['common', 'cars']);
  // Catalogue entries by their Arabic name in Arabic, where they have one.
  const named = (entry: { nameEn: string; nameAr: string | null }) =>
    (i18n.language === 'ar' ? entry.nameAr : null) ?? entry.nameEn;
  const permissions = usePermissions();
  const { runAction, invalidate } = useResourceActions(resource);
  const [dialog, setDialog] = useState<RowActionDefinition<Car> | null>(null);
  const row = carSchema.parse(car);
  // The same moves as the list's row actions: only those the server allows from here.
  const moves = (resource.rowActions ?? []).filter(
    (action) =>
      !('to' in action) &&
      permissions.can(resource.permission, action.action) &&
      (action.shows?.(row) ?? true),
  );
  const canEdit = permissions.can(resource.permission, 'update') && !car.deletedAt;
  const option = (field: string, value: string | null) =>
    value === null ? null : t(`cars:options.${field}.${value}`, { defaultValue: value });
  const specs: [string, ReactNode][] = [
    ['price', <span dir="ltr">{formatMoney(car.price, car.currency)}</span>],
    ['brandId', named(car.brand)],
    ['model', car.model],
    ['categoryId', named(car.category)],
    ['year', car.year],
    ['mileageKm', <span dir="ltr">{car.mileageKm.toLocaleString('en-US')} km</span>],
    ['condition', option('condition', car.condition)],
    ['transmission', option('transmission', car.transmission)],
    ['fuel', option('fuel', car.fuel)],
    ['engineCapacityCc', car.engineCapacityCc === null ? null : `${car.engineCapacityCc} cc`],
    ['cylinders', car.cylinders],
    ['colorId', car.color ? <ColorWithName hex={car.color.hex} name={named(car.color)} /> : null],
    [
      'countryId',
      car.country ? (
        <>
          {named(car.country)} <CountryCode code={car.country.code} />
        </>
      ) : null,
    ],
    ['city', car.city],
    ['viewsCount', car.viewsCount],
    ['isFeatured', car.isFeatured ? t('common:values.yes') : t('common:values.no')],
    ['createdAt', formatDateTime(car.createdAt)],
  ];

  return (
    <>
      <PageHeader
        title={car.title}
        subtitle={
          <StatusChip label={option('status', car.status) ?? ''} color={statusColors[car.status]} />
        }
        actions={
          <>
            <BackButton to={resource.basePath}>{t('common:actions.backToList')}</BackButton>
            {canEdit ? (
              <Button
                variant="outlined"
                startIcon={<EditOutlinedIcon />}
                component={RouterLink}
                to={editPath(resource, car.id)}
              >
                {t('common:actions.edit')}
              </Button>
            ) : null}
            {moves.map((action) => (
              <Button
                key={action.key}
                variant="contained"
                color={action.destructive ? 'error' : 'primary'}
                startIcon={<action.icon />}
                disabled={runAction.isPending}
                onClick={() =>
                  'run' in action ? runAction.mutate({ run: action.run, row }) : setDialog(action)
                }
              >
                {t(`cars:actions.${action.key}`)}
              </Button>
            ))}
          </>
        }
      />
      {car.status === 'rejected' && car.rejectionReason ? (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('cars:details.rejectedBecause', { reason: car.rejectionReason })}
        </Alert>
      ) : null}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <Photos images={car.images} title={car.title} />
            <OffersCard car={car} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Section title={t('cars:details.seller')}>
              <Typography sx={{ fontWeight: 600 }} dir="auto">
                {car.seller.name}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                dir="ltr"
                sx={{ textAlign: 'start' }}
              >
                {car.seller.email}
                {car.seller.phone ? ` · ${car.seller.phone}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`cars:details.kinds.${car.seller.kind}`, { defaultValue: car.seller.kind })}
              </Typography>
              <Button
                size="small"
                sx={{ mt: 1, px: 0 }}
                component={RouterLink}
                to={`${resource.basePath}?userId=${car.seller.id}`}
              >
                {t('cars:details.sellerCars')}
              </Button>
            </Section>
            <Section title={t('cars:details.specs')}>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
                  gap: 1,
                }}
              >
                {specs
                  .filter(([, value]) => value !== null && value !== '')
                  .map(([field, value]) => (
                    <Box key={field} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {t(`cars:fields.${field}`)}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="body2"
                        sx={{ m: 0, overflowWrap: 'anywhere' }}
                      >
                        {value}
                      </Typography>
                    </Box>
                  ))}
              </Box>
              {car.description ? (
                <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-line' }} dir="auto">
                  {car.description}
                </Typography>
              ) : null}
            </Section>
            <HistoryCard car={car} keys={resource.api.keys} />
          </Stack>
        </Grid>
      </Grid>
      {dialog && 'dialog' in dialog ? (
        <ActionDialog
          dialog={dialog.dialog}
          row={row}
          namespace="cars"
          title={`${t(`cars:actions.${dialog.key}`)}: ${car.title}`}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null);
            void invalidate();
          }}
        />
      ) : null}
    </>
  );
}

function ColorWithName({ hex, name }: { hex: string; name: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <ColorSwatch hex={hex} />
      <span dir="auto">{name}</span>
    </Stack>
  );
}

/** The cover large, the others as thumbnails that show it there. */
function Photos({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation(['common', 'cars']);
  const [shown, setShown] = useState(0);
  const current = images[Math.min(shown, images.length - 1)];
  return (
    <Section title={t('cars:details.photos', { count: images.length })}>
      {current ? (
        <>
          <Box
            component="img"
            src={current}
            alt={t('cars:details.photoOf', { title, position: shown + 1, count: images.length })}
            sx={{
              width: 1,
              aspectRatio: '4 / 3',
              objectFit: 'cover',
              borderRadius: 1,
              display: 'block',
            }}
          />
          {images.length > 1 ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
              {images.map((url, index) => (
                <ButtonBase
                  key={url}
                  onClick={() => setShown(index)}
                  aria-label={t('cars:details.showPhoto', { position: index + 1 })}
                  aria-pressed={index === shown}
                  sx={{
                    borderRadius: 1,
                    overflow: 'hidden',
                    outline: index === shown ? 2 : 0,
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  }}
                >
                  <Box
                    component="img"
                    src={url}
                    alt=""
                    sx={{ width: 64, height: 48, objectFit: 'cover', display: 'block' }}
                  />
                </ButtonBase>
              ))}
            </Stack>
          ) : null}
        </>
      ) : (
        <Typography color="text.secondary">{t('cars:details.noPhotos')}</Typography>
      )}
    </Section>
  );
}

function OffersCard({ car }: { car: CarDetails }) {
  const { t } = useTranslation(['common', 'cars']);
  return (
    <Section title={t('cars:details.offers', { count: car.offerCount })}>
      {car.offers.length === 0 ? (
        <Typography color="text.secondary">{t('cars:details.noOffers')}</Typography>
      ) : (
        <List dense disablePadding>
          {car.offers.map((offer) => (
            <ListItem key={offer.id} disableGutters divider>
              <ListItemText
                primary={
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}
                  >
                    <span dir="auto">{offer.buyer.name}</span>
                    <span dir="ltr">{formatMoney(offer.amount, car.currency)}</span>
                  </Stack>
                }
                secondary={`${t(`cars:details.offerStatus.${offer.status}`, { defaultValue: offer.status })} · ${formatDateTime(offer.createdAt)}${offer.message ? ` · ${offer.message}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

function HistoryCard({ car, keys }: { car: CarDetails; keys: CarKeys }) {
  const { t } = useTranslation(['common', 'cars']);
  const readable = usePermissions().can('audit', 'read');
  const history = useQuery({ ...historyQuery(keys, car.id), enabled: readable });
  const status = (value: string | null) =>
    value === null ? '' : t(`cars:options.status.${value}`, { defaultValue: value });
  return (
    <Section title={t('cars:details.history')}>
      {!readable ? (
        <Typography variant="body2" color="text.secondary">
          {t('cars:details.historyHidden', {
            status: status(car.status),
            date: formatDateTime(car.updatedAt),
          })}
        </Typography>
      ) : history.isPending ? (
        <Skeleton variant="rounded" height={96} />
      ) : history.isError ? (
        <Alert severity="error">{getErrorMessage(history.error)}</Alert>
      ) : (
        <List dense disablePadding aria-label={t('cars:details.history')}>
          {history.data.map((entry) => (
            <ListItem key={entry.id} disableGutters divider>
              <ListItemText
                primary={
                  entry.from === null
                    ? t('cars:details.listedAs', { status: status(entry.to) })
                    : t('cars:details.movedTo', { from: status(entry.from), to: status(entry.to) })
                }
                secondary={[
                  formatDateTime(entry.at),
                  entry.actor ?? t('cars:details.system'),
                  entry.to === 'rejected' && entry.reason ? entry.reason : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}

/** A titled card of the page; its title is a heading of the page's outline. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}
