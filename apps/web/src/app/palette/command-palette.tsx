import type { SvgIconComponent } from '@mui/icons-material';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { CrudResource, SearchHit } from '@showroom/contract';
import { SEARCH_PATH, searchFinds } from '@showroom/contract/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { visuallyHidden } from '../../components/visually-hidden';
import { api } from '../../lib/api';
import { usePermissions } from '../../lib/auth';
import { createPath, editPath, hasForm } from '../../lib/resource/define-resource';
import { filterNavigation, navigation, type NavItem } from '../navigation';
import { registeredResources, type RegisteredResource } from '../resources';
import { allows } from '../route-handle';
import { closeCommandCenter } from './command-center-state';
import { readRecent, rememberRecent, type RecentEntry } from './recent';

/** A screen to go to or an action to run: a label key, where it leads, its icon. */
type Entry = { label: string; path: string; icon: SvgIconComponent };

/** One option of the list: cmdk's value (unique), what it shows, what choosing it does. */
type Option = {
  value: string;
  icon: SvgIconComponent;
  label: string;
  detail?: string | null;
  run: () => void;
};
type Section = { heading: string; options: Option[] };

/** How long typing must pause before the records are searched. */
const TYPING_PAUSE_MS = 200;

/** Lower case, without Arabic diacritics and with one alef, so "أحمد" finds "احمد". */
const folded = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي');

/** Whether every word typed is found in the label. */
const matches = (label: string, query: string) => {
  const haystack = folded(label);
  return folded(query)
    .split(/\s+/)
    .every((word) => haystack.includes(word));
};

/** `value` once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The screens of the navigation the person may open, its groups flattened. */
function screensOf(items: NavItem[]): Entry[] {
  return items.flatMap((item): Entry[] => {
    switch (item.type) {
      case 'link':
        return [{ label: item.label, path: item.path, icon: item.icon }];
      case 'group':
        return screensOf(item.children);
      case 'label':
      case 'external':
        return [];
      default: {
        const unknown: never = item;
        return unknown;
      }
    }
  });
}

/**
 * Where a found record opens: its own page where the resource has one (a car's details, a
 * person's profile), else its form, else its list searched for it.
 */
function recordPath(resource: RegisteredResource, hit: SearchHit): string {
  return resource.withDefinition((definition) => {
    const page = definition.extraScreens?.find(
      (screen) => screen.action === 'read' && screen.path.includes(':id'),
    );
    if (page) return `${definition.basePath}/${page.path.replace(':id', String(hit.id))}`;
    if (hasForm(definition)) return editPath(definition, hit.id);
    return `${definition.basePath}?search=${encodeURIComponent(hit.title)}`;
  });
}

const resourceNamed = (name: string) =>
  registeredResources.find((resource) => resource.permission === name);

/**
 * cmdk 1.1.1 leaves the input's `aria-activedescendant` missing, or naming an option no longer
 * chosen, when the options change (dip/cmdk#413; the fix, #411, is not released): the option
 * marked `aria-selected` is mirrored onto the input whenever the list changes.
 */
function useActiveOptionAnnounced(element: HTMLElement | null) {
  useEffect(() => {
    if (!element) return;
    const sync = () => {
      const input = element.querySelector('[cmdk-input]');
      const id = element.querySelector('[cmdk-item][aria-selected="true"]')?.id;
      if (!input || (input.getAttribute('aria-activedescendant') ?? undefined) === id) return;
      if (id) input.setAttribute('aria-activedescendant', id);
      else input.removeAttribute('aria-activedescendant');
    };
    const observer = new MutationObserver(sync);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributeFilter: ['aria-selected', 'aria-activedescendant'],
    });
    sync();
    return () => observer.disconnect();
  }, [element]);
}

/** One line of the palette: an icon, a label and, below it, a few words more. */
function Line(props: { icon: SvgIconComponent; label: string; detail?: string | null }) {
  const Icon = props.icon;
  return (
    <>
      <Icon fontSize="small" aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap>{props.label}</Typography>
        {props.detail ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {props.detail}
          </Typography>
        ) : null}
      </Box>
    </>
  );
}

/**
 * The command palette (Ctrl+K, ⌘K, or the top bar's button): screens to go to, actions to run
 * and records found by the API's search, in the combobox pattern of `cmdk` (the input owns
 * the focus; arrows move through the options, Enter opens one, Escape closes). Loaded with
 * its first opening, as a chunk of its own.
 */
export function CommandPalette(props: { open: boolean }) {
  const { t, i18n } = useTranslation('shell');
  const { t: say } = useTranslation('palette');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const permissions = usePermissions();
  const adminId = permissions.admin?.id ?? 0;
  const titleId = useId();
  const [text, setText] = useState('');
  const [selected, setSelected] = useState('');
  // The palette's root once the dialog has rendered it (a portal mounts it after opening).
  const [commandRoot, setCommandRoot] = useState<HTMLDivElement | null>(null);
  useActiveOptionAnnounced(commandRoot);
  const query = text.trim();
  const settled = useSettled(query, TYPING_PAUSE_MS);
  const arabic = i18n.language === 'ar';

  const screens = useMemo(
    () => screensOf(filterNavigation(navigation, (access) => allows(permissions, access))),
    [permissions],
  );
  const actions = useMemo(
    () =>
      registeredResources.flatMap((resource): Entry[] =>
        permissions.can(resource.permission, 'create') &&
        resource.withDefinition((definition) => hasForm(definition))
          ? [
              {
                label: `${resource.namespace}:sentences.create`,
                path: createPath(resource),
                icon: AddCircleOutline,
              },
            ]
          : [],
      ),
    [permissions],
  );
  // Read when the palette opens: what was opened last time is first.
  const recent = useMemo(() => (props.open ? readRecent(adminId) : []), [props.open, adminId]);

  const records = useQuery({
    queryKey: ['palette-search', settled],
    queryFn: ({ signal }) =>
      api.get<SearchHit[]>(SEARCH_PATH, { query: { q: settled }, signal, quiet: true }),
    enabled: props.open && searchFinds(settled),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const close = () => {
    closeCommandCenter();
    setText('');
  };
  const open = (path: string, remembered: RecentEntry) => {
    rememberRecent(adminId, remembered);
    close();
    void navigate(path);
  };
  const openEntry = (entry: Entry) =>
    open(entry.path, { kind: 'screen', path: entry.path, label: entry.label });
  const openRecord = (resource: RegisteredResource, hit: SearchHit) => {
    const path = recordPath(resource, hit);
    open(path, { kind: 'record', path, ...hit });
  };

  const asking = searchFinds(query);
  const hits = asking && records.data && !records.isPlaceholderData ? records.data : [];
  const titleOf = (hit: { title: string; titleAr: string | null }) =>
    arabic && hit.titleAr ? hit.titleAr : hit.title;
  const entryOption =
    (kind: string) =>
    (entry: Entry): Option => ({
      value: `${kind} ${entry.path}`,
      icon: entry.icon,
      label: t(entry.label),
      run: () => openEntry(entry),
    });
  const shown = (entries: Entry[]) =>
    query ? entries.filter((entry) => matches(t(entry.label), query)) : entries;

  const sections: Section[] = [
    {
      heading: say('groups.recent'),
      options: query
        ? []
        : recent.map((entry): Option => {
            const resource = entry.kind === 'record' ? resourceNamed(entry.resource) : undefined;
            return {
              value: `recent ${entry.path}`,
              icon: resource?.nav.icon ?? HistoryIcon,
              label: entry.kind === 'record' ? titleOf(entry) : t(entry.label),
              detail: resource ? t(`${resource.namespace}:singular`) : null,
              run: () => open(entry.path, entry),
            };
          }),
    },
    { heading: say('groups.screens'), options: shown(screens).map(entryOption('screen')) },
    { heading: say('groups.actions'), options: shown(actions).map(entryOption('action')) },
    // In the order the search answered them: the resource holding exactly what was typed
    // (a person's email) first.
    ...[...new Set(hits.map((hit) => hit.resource))]
      .flatMap((name) => {
        const resource = resourceNamed(name);
        return resource ? [resource] : [];
      })
      .map((resource): Section => ({
        heading: say('groups.records', { resource: t(`${resource.namespace}:title`) }),
        options: hits
          .filter((hit) => hit.resource === (resource.permission as CrudResource))
          .map((hit) => ({
            value: `record ${hit.resource} ${hit.id}`,
            icon: resource.nav.icon,
            label: titleOf(hit),
            detail: [say('recordNumber', { id: hit.id }), hit.detail].filter(Boolean).join(' · '),
            run: () => openRecord(resource, hit),
          })),
      })),
  ].filter((section) => section.options.length > 0);

  // The option chosen stays chosen while it is shown; otherwise the first one is.
  const values = sections.flatMap((section) => section.options.map((option) => option.value));
  const active = values.includes(selected) ? selected : (values[0] ?? '');

  const searching = asking && (query !== settled || records.isFetching);
  let status = '';
  if (searching) status = say('loading');
  else if (query && !records.isError && values.length === 0) status = say('empty', { query });
  else if (query && !asking) status = say('hint');

  return (
    <Dialog
      open={props.open}
      onClose={close}
      fullScreen={phone}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: phone ? 'stretch' : 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: phone ? 0 : '10vh' } } }}
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {say('title')}
      </Typography>
      <Box
        component={Command}
        ref={setCommandRoot}
        shouldFilter={false}
        value={active}
        onValueChange={setSelected}
        loop
        label={say('input')}
        sx={{
          display: 'flex',
          flexDirection: 'column',
          minHeight: 0,
          flex: 1,
          '& [cmdk-input]': {
            font: 'inherit',
            fontSize: '1.05rem',
            color: 'text.primary',
            bgcolor: 'transparent',
            border: 0,
            outline: 'none',
            px: 2,
            py: 2,
            flex: 1,
            minWidth: 0,
          },
          '& [cmdk-list]': {
            overflowY: 'auto',
            maxHeight: phone ? 'none' : '60vh',
            flex: phone ? 1 : undefined,
            px: 1,
            pb: 1,
          },
          '& [cmdk-group-heading]': {
            px: 1,
            pt: 1.5,
            pb: 0.5,
            typography: 'caption',
            fontWeight: 600,
            color: 'text.secondary',
          },
          '& [cmdk-item]': {
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 1,
            py: 1,
            minHeight: 44,
            borderRadius: 1,
            cursor: 'pointer',
          },
          '& [cmdk-item][data-selected="true"]': { bgcolor: 'action.selected' },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            borderBottom: 1,
            borderColor: 'divider',
            '&:focus-within': { boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}` },
          }}
        >
          <Command.Input
            value={text}
            onValueChange={setText}
            placeholder={say('placeholder')}
            autoFocus
          />
          {phone ? (
            <IconButton onClick={close} aria-label={say('close')} sx={{ mx: 1 }}>
              <CloseIcon />
            </IconButton>
          ) : null}
        </Box>
        <Box
          role="status"
          sx={status ? { px: 2, py: 1.5, color: 'text.secondary' } : visuallyHidden}
        >
          {status}
        </Box>
        {records.isError && asking ? (
          <Box role="alert" sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography color="error" sx={{ flex: 1 }}>
              {say('error')}
            </Typography>
            <Button onClick={() => void records.refetch()}>{say('retry')}</Button>
          </Box>
        ) : null}
        <Command.List label={say('title')}>
          {sections.map((section) => (
            <Command.Group key={section.heading} heading={section.heading}>
              {section.options.map((option) => (
                <Command.Item key={option.value} value={option.value} onSelect={option.run}>
                  <Line icon={option.icon} label={option.label} detail={option.detail} />
                </Command.Item>
              ))}
            </Command.Group>
          ))}
        </Command.List>
      </Box>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'flex' },
          gap: 2,
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          typography: 'caption',
        }}
      >
        <span>↑ ↓ {say('keys.move')}</span>
        <span>↵ {say('keys.choose')}</span>
        <span>Esc {say('keys.close')}</span>
      </Box>
    </Dialog>
  );
}
