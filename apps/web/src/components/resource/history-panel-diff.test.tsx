import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { renderWithShell } from '../../test/render';
import { AuditDiff, fieldChanges } from './history-panel-diff';

i18n.addResourceBundle('en', 'motors', {
  fields: { nameEn: 'Name (English)', isActive: 'Active', status: 'Status' },
  options: { status: { published: 'Published', pending: 'Waiting for review' } },
});

const before = {
  id: 4,
  version: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
  nameEn: 'Toyota',
  isActive: true,
  status: 'pending',
  sortOrder: 3,
  tags: ['a', 'b'],
};
const after = {
  ...before,
  version: 3,
  updatedAt: '2026-11-22T10:00:00.000Z',
  nameEn: 'Toyota Motor',
  status: 'published',
};

/** The table's body rows as [field, …values], with whether each is marked changed. */
const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => ({
      cells: [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
      changed: row.getAttribute('data-changed') === 'true',
    }));

describe('fieldChanges', () => {
  it('marks what changed and leaves out the bookkeeping of the write', () => {
    expect(fieldChanges(before, after)).toEqual([
      { field: 'nameEn', before: 'Toyota', after: 'Toyota Motor', changed: true },
      { field: 'isActive', before: true, after: true, changed: false },
      { field: 'status', before: 'pending', after: 'published', changed: true },
      { field: 'sortOrder', before: 3, after: 3, changed: false },
      { field: 'tags', before: ['a', 'b'], after: ['a', 'b'], changed: false },
    ]);
  });

  it('reads a missing field as empty, and objects as equal whatever their key order', () => {
    expect(fieldChanges({ a: { x: 1, y: 2 }, b: null }, { a: { y: 2, x: 1 }, c: 'new' })).toEqual([
      { field: 'a', before: { x: 1, y: 2 }, after: { y: 2, x: 1 }, changed: false },
      { field: 'b', before: null, after: null, changed: false },
      { field: 'c', before: null, after: 'new', changed: true },
    ]);
  });
});

describe('AuditDiff', () => {
  it('shows the changed fields with the resource’s labels, before and after', () => {
    renderWithShell(<AuditDiff before={before} after={after} namespace="motors" />);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Field', 'Before', 'After']);
    expect(bodyRows()).toEqual([
      { cells: ['Name (English) (changed)', 'Toyota', 'Toyota Motor'], changed: true },
      { cells: ['Status (changed)', 'Waiting for review', 'Published'], changed: true },
    ]);
  });

  it('shows the unchanged fields on request, not marked', () => {
    renderWithShell(<AuditDiff before={before} after={after} namespace="motors" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 unchanged fields' }));
    expect(bodyRows().slice(2)).toEqual([
      { cells: ['Active', 'Yes', 'Yes'], changed: false },
      { cells: ['Sort order', '3', '3'], changed: false },
      { cells: ['Tags', 'a, b', 'a, b'], changed: false },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the unchanged fields' }));
    expect(bodyRows()).toHaveLength(2);
  });

  it('shows a new record’s values in one column, empty ones said so', () => {
    renderWithShell(
      <AuditDiff
        before={null}
        after={{ id: 9, nameEn: 'Kia', logoUrl: null }}
        namespace="motors"
      />,
    );
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Field', 'Value']);
    expect(bodyRows()).toEqual([
      { cells: ['Name (English)', 'Kia'], changed: true },
      { cells: ['Logo url', 'empty'], changed: false },
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when a change touched no field', () => {
    renderWithShell(<AuditDiff before={{ a: 1 }} after={{ a: 1 }} />);
    expect(screen.getByText('No field changed.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
