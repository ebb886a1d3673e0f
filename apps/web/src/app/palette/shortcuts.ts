import type { Resource } from '@showroom/contract/access';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePermissions } from '../../lib/auth';
import { accessTo, createPath, hasForm } from '../../lib/resource/define-resource';
import { registeredResources } from '../resources';
import { allows, type RouteAccess } from '../route-handle';
import { commandCenter, openCommandCenter } from './command-center-state';
import { loadPalette } from './palette-loader';

/** A screen `g` and then a letter opens: its label is an i18n key (`shell` unless prefixed). */
export type GoTo = { letter: string; label: string; path: string; access?: RouteAccess };

/**
 * `g` then a letter: the lists people open most, each by its first letter where two do not
 * share one. The rest are a few keystrokes away in the palette.
 */
const goLetters: [string, Resource][] = [
  ['c', 'cars'],
  ['b', 'brands'],
  ['o', 'offers'],
  ['a', 'ads'],
  ['s', 'subscriptions'],
  ['p', 'packages'],
  ['u', 'users'],
  ['r', 'roles'],
  ['q', 'queries'],
  ['n', 'notifications'],
];

/** Every `g` shortcut: the dashboard (`g d`), then the lists above. */
export const goToShortcuts: GoTo[] = [
  { letter: 'd', label: 'nav.dashboard', path: '/dashboard/analytics' },
  ...goLetters.flatMap(([letter, name]): GoTo[] => {
    const resource = registeredResources.find((candidate) => candidate.permission === name);
    return resource
      ? [
          {
            letter,
            label: `${resource.namespace}:title`,
            path: resource.basePath,
            access: accessTo(resource, 'read'),
          },
        ]
      : [];
  }),
];

/** How long after `g` its letter is waited for. */
const SEQUENCE_MS = 1500;

/** Whether keys typed now go into a field (or a control that reads letters), not to shortcuts. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    target.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]') !== null
  );
}

/** The list page's own control, if it shows one: its search box or a pagination button. */
const listControl = (selector: string) =>
  document.querySelector<HTMLElement>(`main ${selector}`) ?? null;

/**
 * The app's keyboard shortcuts, on the whole signed-in area: Ctrl+K or ⌘K (anywhere, a field
 * included) opens the palette; `?` the sheet listing the shortcuts; `/` the list's search; `n`
 * a new record on a list; `[` and `]` the previous and next page; `g` then a letter a list.
 * Keys other than Ctrl+K do nothing while a field or a dialog has the focus.
 */
export function useShortcuts() {
  const navigate = useNavigate();
  const location = useLocation();
  const permissions = usePermissions();
  // The listener stays for the area's lifetime (a `g` waits for its letter across renders)
  // and reads the page and the role as they are when a key is pressed.
  const current = useRef({ navigate, pathname: location.pathname, permissions });
  useEffect(() => {
    current.current = { navigate, pathname: location.pathname, permissions };
  });

  useEffect(() => {
    let goPressedAt = -Infinity;

    const newRecordPath = () => {
      const { pathname, permissions } = current.current;
      const resource = registeredResources.find((r) => r.basePath === pathname);
      if (!resource || !permissions.can(resource.permission, 'create')) return null;
      return resource.withDefinition((definition) =>
        hasForm(definition) ? createPath(definition) : null,
      );
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const { navigate, permissions } = current.current;
      if (event.defaultPrevented || event.isComposing) return;
      if (event.key === 'Control' || event.key === 'Meta') void loadPalette();
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openCommandCenter('palette');
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      const open = commandCenter.get();
      if (open === 'palette' || open === 'shortcuts') return;

      if (performance.now() - goPressedAt < SEQUENCE_MS) {
        goPressedAt = -Infinity;
        const target = goToShortcuts.find((shortcut) => shortcut.letter === event.key);
        if (target && allows(permissions, target.access)) {
          event.preventDefault();
          void navigate(target.path);
        }
        return;
      }
      const act = (run: () => void) => {
        event.preventDefault();
        run();
      };
      switch (event.key) {
        case 'g':
          goPressedAt = performance.now();
          return;
        case '?':
          act(() => openCommandCenter('shortcuts'));
          return;
        case '/': {
          const search = listControl('[role="searchbox"]');
          if (search) act(() => search.focus());
          return;
        }
        case 'n':
        case 'c': {
          const path = newRecordPath();
          if (path) act(() => void navigate(path));
          return;
        }
        case '[':
        case ']': {
          const buttons = document.querySelectorAll<HTMLButtonElement>(
            'main .MuiTablePagination-actions button',
          );
          const button = buttons[event.key === '[' ? 0 : buttons.length - 1];
          if (button && !button.disabled) act(() => button.click());
          return;
        }
        default:
          return;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
