import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../lib/auth';
import { i18n } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { AuditDiff, fieldChanges } from './history-panel-diff';
import {
  isPhotoList,
  matrixChanges,
  photoChanges,
  referencedBy,
  richTextToPlain,
  textDiff,
} from './history-readers';
import { signInAs, staffAccount } from '../../test/session';

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
    renderWithProviders(<AuditDiff before={before} after={after} namespace="motors" />);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Field', 'Before', 'After']);
    expect(bodyRows()).toEqual([
      { cells: ['Name (English) (changed)', 'Toyota', 'Toyota Motor'], changed: true },
      { cells: ['Status (changed)', 'Waiting for review', 'Published'], changed: true },
    ]);
  });

  it('shows the unchanged fields on request, not marked', () => {
    renderWithProviders(<AuditDiff before={before} after={after} namespace="motors" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 unchanged fields' }));
    expect(bodyRows().slice(2)).toEqual([
      { cells: ['Active', 'Yes', 'Yes'], changed: false },
      { cells: ['Display order', '3', '3'], changed: false },
      { cells: ['Tags', 'a, b', 'a, b'], changed: false },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Hide the unchanged fields' }));
    expect(bodyRows()).toHaveLength(2);
  });

  it('shows a new record’s values in one column, empty ones said so', () => {
    renderWithProviders(
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
      { cells: ['Logo', 'empty'], changed: false },
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when a change touched no field', () => {
    renderWithProviders(<AuditDiff before={{ a: 1 }} after={{ a: 1 }} />);
    expect(screen.getByText('No field changed.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the readers of a change', () => {
  it('reads a permission matrix change as what each resource gained and lost', () => {
    expect(
      matrixChanges(
        { cars: ['read', 'create'], offers: [], banners: ['read', 'create', 'update'] },
        { cars: ['read', 'create'], offers: ['read'], banners: ['read'] },
      ),
    ).toEqual([
      { resource: 'offers', granted: ['read'], revoked: [] },
      { resource: 'banners', granted: [], revoked: ['create', 'update'] },
    ]);
    expect(matrixChanges(null, { faqs: ['read'] })).toEqual([
      { resource: 'faqs', granted: ['read'], revoked: [] },
    ]);
  });

  it('reads a photo list as photos added, removed and moved', () => {
    const [a, b, c, d] = ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.webp', '/uploads/d.png'];
    // b removed, d added at the end: a and c only shift, they were not moved.
    expect(photoChanges([a, b, c], [a, c, d])).toEqual([
      { kind: 'added', url: d, to: 3 },
      { kind: 'removed', url: b, from: 2 },
    ]);
    // c put first: c moved from 3 to 1; a and b keep their order among themselves.
    expect(photoChanges([a, b, c], [c, a, b])).toEqual([{ kind: 'moved', url: c, from: 3, to: 1 }]);
    expect(isPhotoList([a, 'https://cdn.example.com/x.JPG?v=2'])).toBe(true);
    expect(isPhotoList(['red', 'blue'])).toBe(false);
  });

  it('reads rich text as its words and diffs them word by word', () => {
    expect(
      richTextToPlain('<h2>Terms</h2><p>We keep &amp; protect <b>your</b>&nbsp;data.</p>'),
    ).toBe('Terms\nWe keep & protect your data.');
    expect(textDiff('We keep your data for a year.', 'We keep your data for two years.')).toEqual([
      { kind: 'same', text: 'We keep your data for' },
      { kind: 'removed', text: ' a year.' },
      { kind: 'added', text: ' two years.' },
    ]);
    expect(textDiff('one two three', 'one three')).toEqual([
      { kind: 'same', text: 'one' },
      { kind: 'removed', text: ' two' },
      { kind: 'same', text: ' three' },
    ]);
  });

  it('names the records a field points at from its name', () => {
    expect(
      ['brandId', 'categoryId', 'countryId', 'sellerId', 'buyerId', 'packId', 'nameEn', 'id'].map(
        referencedBy,
      ),
    ).toEqual(['brands', 'categories', 'countries', 'users', 'users', 'packages', null, null]);
  });
});

describe('AuditDiff reads kinds of values, never as JSON', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    authStore.clear();
  });

  /** The one changed row's value cell (it spans the before and after columns). */
  const changeCell = () => {
    const [row] = bodyRows();
    expect(row?.changed).toBe(true);
    return row?.cells[1] ?? '';
  };

  it('a role’s matrix: "Offers: + read; Banners: − create, − update" (no break after a sign)', () => {
    renderWithProviders(
      <AuditDiff
        namespace="roles"
        before={{
          name: 'Desk',
          permissions: { offers: [], banners: ['read', 'create', 'update'] },
        }}
        after={{ name: 'Desk', permissions: { offers: ['read'], banners: ['read'] } }}
      />,
    );
    expect(changeCell()).toBe('Offers: +\u00a0read; Banners: −\u00a0create, −\u00a0update');
    expect(document.body.textContent).not.toMatch(/[{["]/);
  });

  it('a new role’s matrix as its granted actions', () => {
    renderWithProviders(
      <AuditDiff
        namespace="roles"
        before={null}
        after={{ permissions: { cars: ['read', 'update'] } }}
      />,
    );
    expect(bodyRows()[0]?.cells[1]).toBe('Cars: read, update');
  });

  it('a gallery as photos added, removed and moved, each with its picture', () => {
    renderWithProviders(
      <AuditDiff
        before={{ images: ['/uploads/a.jpg', '/uploads/b.jpg', '/uploads/c.jpg'] }}
        after={{ images: ['/uploads/c.jpg', '/uploads/a.jpg', '/uploads/d.jpg'] }}
      />,
    );
    const items = within(screen.getByRole('table')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Added as photo 3',
      'Removed (was photo 2)',
      'Moved from place 3 to 1',
    ]);
    expect(items.map((item) => item.querySelector('img')?.getAttribute('src'))).toEqual([
      '/uploads/d.jpg',
      '/uploads/b.jpg',
      '/uploads/c.jpg',
    ]);
  });

  it('rich text as a diff of its words, the removed struck and the added marked', () => {
    renderWithProviders(
      <AuditDiff
        before={{ contentEn: '<p>We keep your data for <b>a year</b>.</p>' }}
        after={{ contentEn: '<p>We keep your data for <b>two years</b>.</p>' }}
      />,
    );
    const table = screen.getByRole('table');
    expect(table.querySelector('del')?.textContent).toBe(' removed:  a year.');
    expect(table.querySelector('ins')?.textContent).toBe(' added:  two years.');
    expect(table.textContent).not.toContain('<');
  });

  it('a reference by the name the API gives its record', async () => {
    signInAs(staffAccount('SA'));
    const brands = [
      { id: 1, nameEn: 'Toyota', nameAr: 'تويوتا' },
      { id: 2, nameEn: 'Nissan', nameAr: 'نيسان' },
    ];
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ statusCode: 200, data: { count: 2, rows: brands } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <AuditDiff before={{ brandId: 1 }} after={{ brandId: 2 }} namespace="cars" />,
    );
    await waitFor(() =>
      expect(bodyRows()[0]?.cells).toEqual(['Brand (changed)', 'Toyota', 'Nissan']),
    );
    const urls = fetchMock.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : input.toString(),
    );
    expect(urls.join(' ')).toContain('/brand/');
  });
});
