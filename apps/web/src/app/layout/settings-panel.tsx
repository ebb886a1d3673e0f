import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/i18n';
import { defaultSettings, useSettings } from '../theme/settings';
import { themeColors, themeNames, type ThemeName } from '../theme/themes';

function ThemeSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: ThemeName;
  onChange(name: ThemeName): void;
}) {
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <FormControl fullWidth size="small">
      <InputLabel id={id}>{label}</InputLabel>
      <Select<ThemeName>
        labelId={id}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {themeNames.map((name) => (
          <MenuItem key={name} value={name}>
            <Box
              component="span"
              sx={{
                width: 14,
                height: 14,
                borderRadius: '50%',
                bgcolor: themeColors[name].primary,
                border: 1,
                borderColor: 'divider',
                mr: 1,
                display: 'inline-block',
              }}
            />
            {t(`settings.themes.${name}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** Each language is named in itself, whatever the language of the page. */
const languageChoices: { value: Language; label: string; lang: Language }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ar', label: 'العربية', lang: 'ar' },
];

function SettingsSection({
  title,
  gutterBottom = true,
  children,
}: {
  title: string;
  gutterBottom?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h3" gutterBottom={gutterBottom}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/** One setting chosen among a few, as a row of toggle buttons. */
function ChoiceSection<T extends string>(props: {
  title: string;
  value: T;
  choices: { value: T; label: string; lang?: string }[];
  onChange(value: T): void;
}) {
  return (
    <SettingsSection title={props.title}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={props.value}
        onChange={(_, value: unknown) => {
          // Pressing the chosen button again gives null: the setting keeps its value.
          const choice = props.choices.find((candidate) => candidate.value === value);
          if (choice) props.onChange(choice.value);
        }}
        aria-label={props.title}
      >
        {props.choices.map((choice) => (
          <ToggleButton key={choice.value} value={choice.value} lang={choice.lang}>
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </SettingsSection>
  );
}

/** The settings panel: colour theme, sidebar mode and theme, top bar theme, footer, language. */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('shell');
  const [settings, update] = useSettings();
  const titleId = useId();
  const [pointed, setPointed] = useState<ThemeName | null>(null);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 340 } }, 'aria-labelledby': titleId } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {t('settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('settings.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Stack spacing={3} sx={{ p: 2 }}>
        <SettingsSection title={t('settings.theme')}>
          <Box
            role="radiogroup"
            aria-label={t('settings.theme')}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1.5 }}
          >
            {themeNames.map((name) => {
              const colors = themeColors[name];
              const selected = settings.theme === name;
              return (
                <Box
                  key={name}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  aria-label={t(`settings.themes.${name}`)}
                  data-theme={name}
                  onClick={() => update({ theme: name })}
                  onMouseEnter={() => setPointed(name)}
                  onMouseLeave={() => setPointed(null)}
                  onFocus={() => setPointed(name)}
                  onBlur={() => setPointed(null)}
                  sx={{
                    height: 48,
                    borderRadius: 2,
                    cursor: 'pointer',
                    border: 2,
                    borderColor: selected ? 'text.primary' : 'divider',
                    background: `linear-gradient(135deg, ${colors.primary} 0 50%, ${colors.mode === 'dark' ? (colors.background?.default ?? '#1a2038') : colors.secondary} 50% 100%)`,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    '&:focus-visible': {
                      outline: 3,
                      outlineColor: 'primary.main',
                      outlineOffset: 2,
                    },
                  }}
                >
                  {selected ? (
                    <CheckIcon sx={{ color: '#fff', filter: 'drop-shadow(0 0 2px #000)' }} />
                  ) : null}
                </Box>
              );
            })}
          </Box>
          {/* The name of the swatch under the pointer (or the chosen one), below the grid:
              a tooltip would cover the neighbouring swatches. */}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 1 }}
            aria-hidden
            data-testid="theme-name"
          >
            {t(`settings.themes.${pointed ?? settings.theme}`)}
          </Typography>
        </SettingsSection>
        <ChoiceSection
          title={t('settings.sidebarMode')}
          value={settings.sidebarMode}
          choices={[
            { value: 'full', label: t('settings.full') },
            { value: 'compact', label: t('settings.compact') },
          ]}
          onChange={(sidebarMode) => update({ sidebarMode })}
        />
        <ThemeSelect
          label={t('settings.sidebarTheme')}
          value={settings.sidebarTheme}
          onChange={(sidebarTheme) => update({ sidebarTheme })}
        />
        <ThemeSelect
          label={t('settings.topbarTheme')}
          value={settings.topbarTheme}
          onChange={(topbarTheme) => update({ topbarTheme })}
        />
        <SettingsSection title={t('settings.footer')} gutterBottom={false}>
          <FormControlLabel
            control={
              <Switch
                checked={settings.footer.show}
                onChange={(event) =>
                  update({ footer: { ...settings.footer, show: event.target.checked } })
                }
              />
            }
            label={t('settings.showFooter')}
          />
          <FormControlLabel
            control={
              <Switch
                checked={settings.footer.fixed}
                disabled={!settings.footer.show}
                onChange={(event) =>
                  update({ footer: { ...settings.footer, fixed: event.target.checked } })
                }
              />
            }
            label={t('settings.fixedFooter')}
          />
        </SettingsSection>
        <ChoiceSection
          title={t('settings.language')}
          value={settings.language}
          choices={languageChoices}
          onChange={(language) => update({ language })}
        />
        <Button
          variant="outlined"
          onClick={() => update({ ...defaultSettings, language: settings.language })}
        >
          {t('settings.reset')}
        </Button>
      </Stack>
    </Drawer>
  );
}
