import { type CarDetails } from '@showroom/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { authStore } from '../../lib/auth';
import { renderWithProviders } from '../../test/render';
import { Component as CarDetailsPage } from './car-details-page';
import { carsResource } from './cars-resource';
import { signInAs, staffAccount } from '../../test/session';

const at = '2026-11-01T10:00:00.000Z';
const car: CarDetails = {
  id: 5,
  createdAt: at,
  updatedAt: at,
  version: 1,
  deletedAt: null,
  title: 'Camry 2024',
  description: null,
  brandId: 1,
  model: 'Camry',
  categoryId: 1,
  colorId: null,
  year: 2024,
  price: 9_000_000,
  currency: 'AED',
  mileageKm: 10,
  condition: 'used',
  transmission: 'automatic',
  fuel: 'petrol',
  engineCapacityCc: null,
  cylinders: null,
  countryId: null,
  city: null,
  images: [],
  userId: 3,
  status: 'pending',
  rejectionReason: null,
  isFeatured: false,
  viewsCount: 0,
  seller: { id: 3, name: 'Sam', email: 'sam@showroom.local', phone: null, kind: 'customer' },
  brand: { id: 1, nameEn: 'Toyota', nameAr: null, logoUrl: null },
  category: { id: 1, nameEn: 'Sedan', nameAr: null },
  color: null,
  country: null,
  offers: [
    {
      id: 9,
      createdAt: at,
      amount: 8_500_000,
      message: 'Is the price negotiable?',
      status: 'pending',
      buyer: { id: 4, name: 'Bea', email: 'bea@showroom.local', phone: null },
    },
  ],
  offerCount: 1,
};

/** The page's module loads its strings and the form library on first use. */
const slow = { timeout: 5000 };

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/dashboard/cars/:id/details"
        element={<CarDetailsPage resource={carsResource} />}
      />
    </Routes>,
    '/dashboard/cars/5/details',
  );
}

beforeEach(() => {
  signInAs(staffAccount('SA'));
  vi.spyOn(api, 'get').mockImplementation((path: string) =>
    Promise.resolve(path === '/audit-log' ? { count: 0, rows: [] } : car),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  authStore.clear();
});

describe('a car’s details page', () => {
  it('says so when the car’s status has not changed yet', async () => {
    renderPage();
    expect(await screen.findByText('No status changes yet.', {}, slow)).toBeInTheDocument();
  });

  it('lets an offer’s message run in its own direction', async () => {
    renderPage();
    const message = await screen.findByText('Is the price negotiable?', {}, slow);
    expect(message).toHaveAttribute('dir', 'auto');
  });
});
