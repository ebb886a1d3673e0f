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
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { ColorSwatch, CountryCode, StatusChip } from '../../components/data-table/cells';
import { PageHeader } from '../../components/page-header';
import { FactList } from '../../components/resource/fact-list';
import { RowActionPrompt } from '../../components/resource/action-dialog';
import { RecordPageActions } from '../../components/resource/record-page-actions';
import { useRecordOfUrl } from '../../components/resource/use-record-of-url';
import { RecordPageSkeleton } from '../../components/resource/record-page-skeleton';
import { useRowActions } from '../../components/resource/use-resource-actions';
import { api } from '../../lib/api';
import { getErrorMessage } from '../../lib/api-error';
import { usePermissions } from '../../lib/auth';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import type { ScreenProps } from '../../lib/resource/define-resource';
import type { ResourceApi } from '../../lib/resource/resource-api';
import { showsOn } from '../../lib/resource/row-actions';
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
  const { t } = useTranslation(['common', 'cars']);
  // The photos, then the details beside them.
  const { record: car, unavailable } = useRecordOfUrl((id) => detailsQuery(resource.api.keys, id), {
    listPath: resource.basePath,
    notFound: t('common:form.notFound', { item: t('cars:item') }),
    skeleton: <RecordPageSkeleton split={7} main="4 / 3" side={320} />,
  });
  if (!car) return unavailable;
  return <CarDetailsView car={car} resource={resource} />;
}

function CarDetailsView({ car, resource }: { car: CarDetails } & ScreenProps<Car>) {
  const { t, i18n } = useTranslation(['common', 'cars']);
  // Catalogue entries by their Arabic name in Arabic, where they have one.
  const named = (entry: { nameEn: string; nameAr: string | null }) =>
    (i18n.language === 'ar' ? entry.nameAr : null) ?? entry.nameEn;
  const permissions = usePermissions();
  const actions = useRowActions(resource);
  const row = carSchema.parse(car);
  // The same moves as the list's row actions: only those the server allows from here.
  const moves = (resource.rowActions ?? []).filter(
    (action) =>
      !('to' in action) &&
      permissions.can(resource.permission, action.action) &&
      showsOn(action, row, permissions.admin),
  );
  const canEdit = permissions.can(resource.permission, 'update') && !car.deletedAt;
  const option = (field: string, value: string | null) =>
    value === null ? null : t(`cars:options.${field}.${value}`, { defaultValue: value });
  const specs: [string, ReactNode][] = [
    ['price', formatMoney(car.price, car.currency)],
    ['brandId', named(car.brand)],
    ['model', <span dir="auto">{car.model}</span>],
    ['categoryId', named(car.category)],
    ['year', car.year],
    ['mileageKm', formatNumber(car.mileageKm)],
    ['condition', option('condition', car.condition)],
    ['transmission', option('transmission', car.transmission)],
    ['fuel', option('fuel', car.fuel)],
    [
      'engineCapacityCc',
      car.engineCapacityCc === null
        ? null
        : t('common:units.cc', { value: formatNumber(car.engineCapacityCc) }),
    ],
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
    ['city', car.city ? <span dir="auto">{car.city}</span> : null],
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
          <RecordPageActions
            resource={resource}
            record={row}
            canEdit={canEdit}
            moves={moves}
            actions={actions}
          />
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
              <FactList facts={specs} label={(field) => t(`cars:fields.${field}`)} />
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
      <RowActionPrompt resource={resource} actions={actions} />
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
                    <span>{formatMoney(offer.amount, car.currency)}</span>
                  </Stack>
                }
                secondary={
                  <>
                    {`${t(`cars:details.offerStatus.${offer.status}`, { defaultValue: offer.status })} · ${formatDateTime(offer.createdAt)}`}
                    {/* The buyer's words run in their own direction (an English question in Arabic). */}
                    {offer.message ? (
                      <>
                        {' · '}
                        <span dir="auto">{offer.message}</span>
                      </>
                    ) : null}
                  </>
                }
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
      ) : history.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('cars:details.noHistory')}
        </Typography>
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
                secondary={
                  <>
                    {formatDateTime(entry.at)}
                    {' · '}
                    {entry.actor ? <span dir="auto">{entry.actor}</span> : t('cars:details.system')}
                    {entry.to === 'rejected' && entry.reason ? (
                      <>
                        {' · '}
                        <span dir="auto">{entry.reason}</span>
                      </>
                    ) : null}
                  </>
                }
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
