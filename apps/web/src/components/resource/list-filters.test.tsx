import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { FilterRange, filterKeys } from './list-filters';

i18n.addResourceBundle('en', 'things', { filters: { price: 'Price', year: 'Year' } });

function renderRange(
  filter: { field: string; kind: 'range'; currency?: string },
  values: Record<string, string> = {},
) {
  const onValues = vi.fn();
  renderWithProviders(
    <FilterRange filter={filter} namespace="things" values={values} onValues={onValues} />,
  );
  return onValues;
}

describe('the range filter', () => {
  it('keeps two URL keys named as the API reads them, accepting whole numbers only', () => {
    const [from, to] = filterKeys({ field: 'year', kind: 'range' });
    expect([from?.field, to?.field]).toEqual(['yearFrom', 'yearTo']);
    expect(from?.accepts('2019')).toBe(true);
    expect(from?.accepts('20.5')).toBe(false);
    expect(from?.accepts('-1')).toBe(false);
  });

  it('sends an amount typed in major units as minor units, on Enter', () => {
    const onValues = renderRange({ field: 'price', kind: 'range', currency: 'AED' });
    const from = screen.getByRole('textbox', { name: 'Price from' });
    fireEvent.change(from, { target: { value: '50000' } });
    fireEvent.keyDown(from, { key: 'Enter' });
    expect(onValues).toHaveBeenCalledWith({ priceFrom: '5000000', priceTo: undefined });
  });

  it('shows the values the URL holds, money in major units', () => {
    renderRange({ field: 'price', kind: 'range', currency: 'AED' }, { priceTo: '1250' });
    expect(screen.getByRole('textbox', { name: 'Price to' })).toHaveValue('12.50');
  });

  it('refuses a lowest value above the highest one and keeps the filter as it was', () => {
    const onValues = renderRange({ field: 'year', kind: 'range' }, { yearTo: '2020' });
    const from = screen.getByRole('textbox', { name: 'Year from' });
    fireEvent.change(from, { target: { value: '2024' } });
    fireEvent.blur(from);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The lowest value is above the highest one.',
    );
    expect(onValues).not.toHaveBeenCalled();
  });

  it('says what is wrong with a text that is no number', () => {
    const onValues = renderRange({ field: 'year', kind: 'range' });
    const to = screen.getByRole('textbox', { name: 'Year to' });
    fireEvent.change(to, { target: { value: 'soon' } });
    fireEvent.keyDown(to, { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent('Type a number, or leave the box empty.');
    expect(onValues).not.toHaveBeenCalled();
  });
});
