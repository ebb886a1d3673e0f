import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { fieldColumns } from './form-fields-grid';
import { placeServerErrors } from './server-errors';

describe('form layout', () => {
  it('gives short fields half a row and long ones the whole row, unless told otherwise', () => {
    expect(fieldColumns({ name: 'nameEn', kind: 'text' })).toBe(6);
    expect(fieldColumns({ name: 'answerEn', kind: 'multiline' })).toBe(12);
    expect(fieldColumns({ name: 'imageUrl', kind: 'image' })).toBe(12);
    // A bilingual pair of long texts sits side by side; a short field may take the row.
    expect(fieldColumns({ name: 'answerEn', kind: 'multiline', span: 'half' })).toBe(6);
    expect(fieldColumns({ name: 'linkUrl', kind: 'text', span: 'full' })).toBe(12);
  });
});

describe('server field errors', () => {
  const refused = (fieldErrors: Record<string, string[]>) =>
    new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', { fieldErrors });

  it('puts each error under its field and asks to fix the fields', () => {
    const setError = vi.fn();
    const summary = placeServerErrors(
      refused({ nameEn: ['A subject with this English name already exists'] }),
      new Set(['nameEn', 'nameAr']),
      setError,
      'Some fields need your attention.',
    );
    expect(setError).toHaveBeenCalledWith(
      'nameEn',
      { type: 'server', message: 'A subject with this English name already exists' },
      { shouldFocus: true },
    );
    expect(summary).toBe('Some fields need your attention.');
  });

  it('says above the fields what no field shows', () => {
    const setError = vi.fn();
    const summary = placeServerErrors(
      refused({ nameEn: ['Required'], version: ['Must be a whole number'] }),
      new Set(['nameEn']),
      setError,
      'Some fields need your attention.',
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(summary).toBe('Some fields are not valid Must be a whole number');
  });
});
