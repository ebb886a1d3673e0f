import { zodResolver } from '@hookform/resolvers/zod';
import { brandCreateSchema } from '@showroom/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { FormField } from './form-field';

i18n.addResourceBundle('en', 'things', { fields: { nameEn: 'Name', nameAr: 'Arabic name' } });
i18n.addResourceBundle('ar', 'things', { fields: { nameEn: 'الاسم', nameAr: 'الاسم بالعربية' } });

function Harness() {
  const form = useForm({
    resolver: zodResolver(brandCreateSchema),
    defaultValues: { nameEn: '', nameAr: 'Toyota' },
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
        <FormField field={{ name: 'nameEn', kind: 'text' }} namespace="things" />
        <FormField field={{ name: 'nameAr', kind: 'text' }} namespace="things" />
        <button type="submit">save</button>
      </form>
    </FormProvider>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('a form field’s own check', () => {
  it('reads in English, and in Arabic once the app is in Arabic', async () => {
    renderWithProviders(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('Must be written in Arabic')).toBeTruthy();

    await act(() => i18n.changeLanguage('ar'));
    expect(await screen.findByText('هذا الحقل مطلوب')).toBeTruthy();
    expect(screen.getByText('يجب أن يُكتب باللغة العربية')).toBeTruthy();
  });
});
