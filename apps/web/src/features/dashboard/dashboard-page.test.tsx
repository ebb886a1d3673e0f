import { type Statistics } from '@showroom/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { DashboardPage } from './dashboard-page';
import { signInAs, staffAccount } from '../../test/session';

// ECharts needs a real layout engine; here the chart is its text alternative.
vi.mock('./echart', () => ({
  default: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const days = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 9, 24 + i)).toISOString().slice(0, 10);
  return { date, newUsers: 0, newCars: 0, newOffers: 0 };
});

const empty: Statistics = {
  generatedAt: '2026-11-22T10:00:00.000Z',
  totals: {
    users: 0,
    customers: 0,
    dealers: 0,
    cars: 0,
    carsByStatus: { pending: 0, published: 0, rejected: 0, sold: 0, archived: 0 },
    offers: 0,
    offersByStatus: { pending: 0, accepted: 0, rejected: 0, cancelled: 0 },
    activeSubscriptions: 0,
    activeAds: 0,
    openQueries: 0,
    subscriptionRevenue30d: [],
  },
  daily: days,
  carsByCategory: [{ id: 1, nameEn: 'Sedan', nameAr: 'سيدان', cars: 0 }],
  topBrands: [],
};

const busy: Statistics = {
  ...empty,
  totals: {
    ...empty.totals,
    users: 1234,
    customers: 1000,
    dealers: 230,
    cars: 57,
    carsByStatus: { pending: 7, published: 40, rejected: 3, sold: 5, archived: 2 },
    offers: 12,
    activeSubscriptions: 9,
    activeAds: 4,
    openQueries: 6,
    subscriptionRevenue30d: [
      { currency: 'AED', amount: 1234550 },
      { currency: 'KWD', amount: 12345 },
    ],
  },
  daily: days.map((day, i) => (i === 29 ? { ...day, newUsers: 3, newCars: 2, newOffers: 1 } : day)),
  carsByCategory: [
    { id: 4, nameEn: 'SUV', nameAr: 'دفع رباعي', cars: 30 },
    { id: 1, nameEn: 'Sedan', nameAr: 'سيدان', cars: 27 },
  ],
  topBrands: [{ id: 9, nameEn: 'Toyota', nameAr: 'تويوتا', cars: 20 }],
};

/** The real API client over a fetch that answers the statistics call with `body`. */
function answerWith(...bodies: { status: number; body: unknown }[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const { status, body } of bodies)
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const ok = (data: Statistics) => ({ status: 200, body: { statusCode: 200, data } });

function renderPage() {
  return renderWithProviders(<DashboardPage />, '/dashboard/analytics');
}

/** A card's figure once the statistics have arrived (a skeleton holds its place before). */
async function figure(id: string) {
  await waitFor(() => expect(screen.getByTestId(id)).not.toHaveTextContent(/^$/));
  return screen.getByTestId(id).textContent;
}

describe('the dashboard cards', () => {
  beforeEach(() => signInAs(staffAccount('SA')));
  afterEach(async () => {
    authStore.clear();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('shows zeros, not errors, for an empty database', async () => {
    const fetchMock = answerWith(ok(empty));
    renderPage();
    expect(await figure('stat-users')).toBe('0');
    expect(await figure('stat-cars')).toBe('0');
    expect(await figure('stat-offers')).toBe('0');
    expect(await figure('stat-active-subscriptions')).toBe('0');
    expect(await figure('stat-active-ads')).toBe('0');
    expect(await figure('stat-open-queries')).toBe('0');
    expect(await figure('stat-revenue')).toBe('0');
    expect(await figure('stat-cars-pending')).toBe('0');
    expect(screen.getByText('No subscriptions started')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Charts with nothing to draw say so in their place.
    expect(screen.getAllByText('Nothing to show yet')).toHaveLength(3);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/admin/get-statistics');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a');
  });

  it('shows the figures, money in its currency, and links to the lists behind them', async () => {
    answerWith(ok(busy));
    renderPage();
    expect(await figure('stat-users')).toBe('1,234');
    expect(screen.getByText('1,000 customers · 230 dealers')).toBeInTheDocument();
    expect(await figure('stat-cars')).toBe('57');
    expect(await figure('stat-cars-pending')).toBe('7');
    expect(await figure('stat-cars-published')).toBe('40');
    // 1 234 550 fils are AED 12,345.50; KWD has three decimals.
    expect(await figure('stat-revenue')).toMatch(/^AED\s12,345\.50$/);
    expect(screen.getByText(/^KWD\s12\.345$/)).toBeInTheDocument();

    const link = (name: RegExp) => screen.getByRole('link', { name });
    expect(link(/^Pending 7$/)).toHaveAttribute('href', '/dashboard/cars?status=pending');
    expect(link(/^Users 1,234/)).toHaveAttribute('href', '/dashboard/users');
    expect(link(/^Active subscriptions 9/)).toHaveAttribute(
      'href',
      '/dashboard/subscriptions?status=active',
    );
    const categories = screen.getByRole('region', { name: 'Cars by category' });
    expect(within(categories).getByRole('link', { name: 'SUV · 30' })).toHaveAttribute(
      'href',
      '/dashboard/cars?categoryId=4',
    );
    expect(within(categories).getByRole('img')).toHaveAccessibleName(
      'Bar chart of cars per category: SUV 30, Sedan 27.',
    );
    const brands = screen.getByRole('region', { name: 'Top brands' });
    expect(within(brands).getByRole('link', { name: 'Toyota · 20' })).toHaveAttribute(
      'href',
      '/dashboard/cars?brandId=9',
    );
  });

  it('writes Arabic figures in Arabic with the Latin digits of every other screen (ADR 036)', async () => {
    await i18n.changeLanguage('ar');
    answerWith(ok(busy));
    renderPage();
    expect(await figure('stat-users')).toBe('1,234');
    expect(await figure('stat-cars-pending')).toBe('7');
    const revenue = await figure('stat-revenue');
    expect(revenue).toContain('12,345.50');
    expect(revenue).toContain('د.إ.');
    expect(revenue).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    expect(screen.getByRole('heading', { name: 'لوحة التحكم' })).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'السيارات حسب الفئة' });
    expect(within(categories).getByRole('link', { name: 'دفع رباعي · 30' })).toBeInTheDocument();
  });

  it('links only to the lists the role may open', async () => {
    authStore.clear();
    signInAs(staffAccount('EDITOR'));
    answerWith(ok(busy));
    renderPage();
    expect(await figure('stat-users')).toBe('1,234');
    // Editors read cars and queries but not users or subscriptions.
    expect(screen.queryByRole('link', { name: /^Users/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Cars 57/ })).toHaveAttribute(
      'href',
      '/dashboard/cars',
    );
    expect(screen.getByRole('link', { name: /^Open customer queries 6/ })).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads the figures', async () => {
    answerWith(
      {
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong on our side' },
      },
      ok(busy),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The figures could not be loaded.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await figure('stat-users')).toBe('1,234');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
