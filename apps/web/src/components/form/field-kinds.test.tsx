import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import type { FieldDefinition, FieldKindSpec } from '../../lib/resource/fields';
import { renderWithProviders } from '../../test/render';
import { FormField } from './form-field';
import { FormFieldsGrid } from './form-fields-grid';

i18n.addResourceBundle('en', 'things', {
  fields: { value: 'Value', other: 'Other' },
  locked: { value: 'Only its owner may change it.' },
  options: { value: { active: 'Active', blocked: 'Blocked' } },
});

function Harness({ field, value }: { field: FieldDefinition; value: unknown }) {
  const form = useForm({ defaultValues: { value } });
  const current = useWatch({ control: form.control, name: 'value' });
  return (
    <FormProvider {...form}>
      <FormField field={field} namespace="things" />
      <output data-testid="value">{JSON.stringify(current)}</output>
    </FormProvider>
  );
}

function renderField(field: FieldKindSpec, value: unknown = null) {
  return renderWithProviders(<Harness field={{ name: 'value', ...field }} value={value} />);
}

const stored = () => screen.getByTestId('value').textContent;

describe('field kinds', () => {
  it('select: offers the labelled values and keeps the chosen one', async () => {
    renderField({ kind: 'select', options: ['active', 'blocked'] }, 'active');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Value' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Blocked' }));
    expect(stored()).toBe('"blocked"');
  });

  it('multiline: a text area', () => {
    renderField({ kind: 'multiline' }, '');
    const box = screen.getByRole('textbox', { name: 'Value' });
    expect(box.tagName).toBe('TEXTAREA');
    fireEvent.change(box, { target: { value: 'two\nlines' } });
    expect(stored()).toBe('"two\\nlines"');
  });

  it('reference: searches the other resource on the server and keeps the picked id', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation((path: string) =>
      Promise.resolve(
        path === '/countries/5'
          ? { id: 5, nameEn: 'Kuwait' }
          : [
              { id: 4, nameEn: 'Qatar' },
              { id: 5, nameEn: 'Kuwait' },
            ],
      ),
    );
    renderField({ kind: 'reference', reference: 'countries' }, null);
    const box = screen.getByRole('combobox', { name: 'Value' });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: 'Ku' } });
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/countries/',
        expect.objectContaining({ query: expect.objectContaining({ search: 'Ku' }) }),
      ),
    );
    fireEvent.click(await screen.findByRole('option', { name: 'Kuwait' }));
    expect(stored()).toBe('5');
    await waitFor(() => expect(box).toHaveValue('Kuwait'));
    get.mockRestore();
  });

  it('reference: shows the current record by name', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ id: 9, name: 'Editor' });
    renderField({ kind: 'reference', reference: 'roles' }, 9);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Value' })).toHaveValue('Editor'),
    );
    expect(get).toHaveBeenCalledWith('/role/9', expect.anything());
    get.mockRestore();
  });

  it('color: typed as hex, or picked from the swatch (stored upper-case)', () => {
    const { container } = renderField({ kind: 'color' }, '#FFFFFF');
    fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), {
      target: { value: '#1a2b3c' },
    });
    expect(stored()).toBe('"#1a2b3c"');
    const swatch = container.querySelector<HTMLInputElement>('input[type="color"]');
    if (!swatch) throw new Error('no swatch');
    expect(swatch.value).toBe('#1a2b3c');
    fireEvent.change(swatch, { target: { value: '#c62828' } });
    expect(stored()).toBe('"#C62828"');
  });

  it('date: keeps YYYY-MM-DD, empty is null', () => {
    const { container } = renderField({ kind: 'date' }, '2026-11-21');
    const input = container.querySelector<HTMLInputElement>('input[type="date"]');
    if (!input) throw new Error('no date input');
    expect(input.value).toBe('2026-11-21');
    fireEvent.change(input, { target: { value: '2026-12-01' } });
    expect(stored()).toBe('"2026-12-01"');
    fireEvent.change(input, { target: { value: '' } });
    expect(stored()).toBe('null');
  });

  it('date-time: typed in local time, kept as an ISO instant', () => {
    const { container } = renderField({ kind: 'datetime' }, null);
    const input = container.querySelector<HTMLInputElement>('input[type="datetime-local"]');
    if (!input) throw new Error('no date-time input');
    fireEvent.change(input, { target: { value: '2026-11-21T09:30' } });
    expect(stored()).toBe(JSON.stringify(new Date('2026-11-21T09:30').toISOString()));
  });

  it('money: major units in, integer minor units kept; a non-amount is refused', () => {
    renderField({ kind: 'money', currency: 'KWD' }, 1500);
    const box = screen.getByRole('textbox', { name: 'Value' });
    expect(box).toHaveValue('1.500');
    fireEvent.change(box, { target: { value: '12.25' } });
    expect(stored()).toBe('12250');
    fireEvent.change(box, { target: { value: '12.2555' } });
    expect(stored()).toBe('null');
    expect(
      within(box.closest('.MuiFormControl-root') as HTMLElement).getByText(
        'Must be an amount like 12.50',
      ),
    ).toBeInTheDocument();
  });

  it('permissions: cells, whole rows and whole columns; a locked row stays empty', () => {
    renderField({ kind: 'permissions', locked: ['roles'] }, { cars: ['read'] });
    expect(screen.getByRole('checkbox', { name: 'Cars: Read' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'All of Brands' }));
    expect(JSON.parse(stored())).toMatchObject({
      brands: ['read', 'create', 'update', 'delete'],
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Delete on everything' }));
    const matrix = JSON.parse(stored()) as Record<string, string[]>;
    expect(matrix.cars).toEqual(['read', 'delete']);
    expect(matrix.roles).toBeUndefined();
    expect(screen.getByRole('checkbox', { name: 'Roles: Delete' })).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'All of Brands' }));
    expect((JSON.parse(stored()) as Record<string, string[]>).brands).toEqual([]);
  });

  it('a locked field shows its value disabled, saying why; the others stay open', () => {
    function Grid() {
      const form = useForm({ defaultValues: { value: 'kept', other: '' } });
      return (
        <FormProvider {...form}>
          <FormFieldsGrid
            fields={[
              { name: 'value', kind: 'text' },
              { name: 'other', kind: 'text' },
            ]}
            namespace="things"
            locked={new Set(['value'])}
          />
        </FormProvider>
      );
    }
    renderWithProviders(<Grid />);
    const box = screen.getByRole('textbox', { name: 'Value' });
    expect(box).toBeDisabled();
    expect(box).toHaveValue('kept');
    expect(box).toHaveAccessibleDescription('Only its owner may change it.');
    expect(screen.getByRole('textbox', { name: 'Other' })).toBeEnabled();
  });
});
