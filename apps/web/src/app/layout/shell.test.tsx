import { type Level } from '@showroom/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '../../lib/auth';
import { renderWithProviders } from '../../test/render';
import { filterNavigation, navigation } from '../navigation';
import { allows } from '../route-handle';
import { defaultSettings, parseSettings, SETTINGS_KEY, settingsStore } from '../theme/settings';
import { crumbsFor, CrumbTrail } from './app-breadcrumbs';
import { Sidebar } from './sidebar';
import { staffAccount } from '../../test/session';

function navigationFor(level: Level) {
  const admin = staffAccount(level);
  return filterNavigation(navigation, (access) =>
    allows(
      {
        admin,
        can: (resource, action) => admin.role.permissions[resource]?.includes(action) ?? false,
        inGroup: () => true,
        isGuest: level === 'GUEST',
      },
      access,
    ),
  );
}

function renderSidebar(level: Level, mode: 'full' | 'compact', path = '/dashboard/brands') {
  return renderWithProviders(
    <Sidebar
      items={navigationFor(level)}
      mode={mode}
      themeName="slateDark1"
      direction="ltr"
      mobile={false}
      mobileOpen={false}
      onMobileClose={() => undefined}
    />,
    path,
  );
}

describe('the sidebar', () => {
  it('shows section labels, the open group with its links, and an external link in a new tab', () => {
    renderSidebar('EDITOR', 'full');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('Catalog')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Vehicles' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const brands = within(nav).getByRole('link', { name: 'Brands' });
    expect(brands).toHaveAttribute('href', '/dashboard/brands');
    expect(brands).toHaveClass('Mui-selected');
    const docs = within(nav).getByRole('link', { name: /API documentation/ });
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(docs).getByText('API')).toBeInTheDocument();
  });

  it('collapses and reopens a group', () => {
    renderSidebar('SA', 'full');
    const group = screen.getByRole('button', { name: 'Vehicles' });
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Brands' })).toBeVisible();
  });

  it('hides what the role may not open, and empty sections with it', () => {
    // A GUEST's role grants no resource: only the groups open to any staff member remain
    // (the dashboard layout shows a GUEST no sidebar at all, only the waiting page).
    const guest = navigationFor('GUEST');
    expect(guest.filter((item) => item.type === 'group').map((item) => item.label)).toEqual([
      'nav.template',
    ]);
    expect(guest.map((item) => item.label)).not.toContain('nav.catalog');
    const editor = navigationFor('EDITOR');
    expect(editor.map((item) => item.label)).toContain('nav.catalog');
  });

  it('in compact mode shows icons only and widens with labels on hover', () => {
    renderSidebar('SA', 'compact');
    const panel = screen.getByTestId('sidebar-panel');
    expect(screen.queryByText('Catalog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brands' })).toBeInTheDocument();
    expect(panel).toHaveStyle({ width: '80px' });
    fireEvent.mouseEnter(panel.parentElement ?? panel);
    expect(screen.getByText('Catalog')).toBeInTheDocument();
    expect(panel).toHaveStyle({ width: '260px' });
  });
});

describe('the breadcrumb', () => {
  it('links home to / and every segment but the current one', () => {
    renderWithProviders(
      <CrumbTrail
        homeLabel="Home"
        crumbs={[
          { label: 'Brands', to: '/dashboard/brands' },
          { label: 'Edit #3', to: '/dashboard/brands/edit/3' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Brands' })).toHaveAttribute(
      'href',
      '/dashboard/brands',
    );
    expect(screen.getByText('Edit #3')).toHaveAttribute('aria-current', 'page');
  });

  it('follows what the role may open: no "New" without create, nothing for a GUEST', () => {
    const matches = [
      { pathname: '/', params: {}, handle: undefined },
      {
        pathname: '/dashboard/brands',
        params: {},
        handle: { crumb: 'crumbs.brands', access: { resource: 'brands', action: 'read' } },
      },
      {
        pathname: '/dashboard/brands/create',
        params: {},
        handle: { crumb: 'crumbs.create', access: { resource: 'brands', action: 'create' } },
      },
    ];
    const label = (key: string) => key;
    const readOnly = crumbsFor(
      matches,
      (access) => !access || !('action' in access) || access.action === 'read',
      label,
    );
    expect(readOnly.map((crumb) => crumb.label)).toEqual(['crumbs.brands']);
    expect(crumbsFor(matches, () => true, label).map((crumb) => crumb.to)).toEqual([
      '/dashboard/brands',
      '/dashboard/brands/create',
    ]);
    expect(crumbsFor(matches, () => false, label)).toEqual([]);
  });

  it('collapses when it has more than 8 items', () => {
    const crumbs = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        label: `Level ${index + 1}`,
        to: `/l${index + 1}`,
      }));
    const { unmount } = renderWithProviders(<CrumbTrail homeLabel="Home" crumbs={crumbs(7)} />);
    expect(screen.getByText('Level 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show the whole path' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<CrumbTrail homeLabel="Home" crumbs={crumbs(9)} />);
    expect(screen.queryByText('Level 4')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show the whole path' }));
    expect(screen.getByText('Level 4')).toBeInTheDocument();
  });
});

describe('the settings', () => {
  it('are remembered by the browser', () => {
    act(() => settingsStore.update({ theme: 'purpleDark1', sidebarMode: 'compact' }));
    expect(parseSettings(window.localStorage.getItem(SETTINGS_KEY))).toMatchObject({
      theme: 'purpleDark1',
      sidebarMode: 'compact',
    });
    act(() => settingsStore.reset());
  });

  it('fall back to the defaults (blue, full sidebar) for missing or unknown values', () => {
    expect(parseSettings(null)).toEqual(defaultSettings);
    expect(parseSettings('{"theme":"neon","sidebarMode":"tiny"}')).toMatchObject({
      theme: 'blue',
      sidebarMode: 'full',
    });
    expect(parseSettings('not json')).toEqual(defaultSettings);
  });
});

describe('the auth state', () => {
  it('starts uninitialised and becomes unauthenticated without stored tokens', async () => {
    expect(authStore.getState().status).toBe('uninitialised');
    await authStore.initialise();
    expect(authStore.getState()).toEqual({ status: 'unauthenticated', admin: null });
  });
});
