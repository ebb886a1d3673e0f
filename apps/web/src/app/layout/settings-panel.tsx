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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../lib/i18n';
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
        <section aria-label={t('settings.theme')}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('settings.theme')}
          </Typography>
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
        </section>
        <section aria-label={t('settings.sidebarMode')}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('settings.sidebarMode')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={settings.sidebarMode}
            onChange={(_, value: unknown) => {
              if (value === 'full' || value === 'compact') update({ sidebarMode: value });
            }}
            aria-label={t('settings.sidebarMode')}
          >
            <ToggleButton value="full">{t('settings.full')}</ToggleButton>
            <ToggleButton value="compact">{t('settings.compact')}</ToggleButton>
          </ToggleButtonGroup>
        </section>
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
        <section aria-label={t('settings.footer')}>
          <Typography variant="subtitle2" component="h3">
            {t('settings.footer')}
          </Typography>
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
        </section>
        <section aria-label={t('settings.language')}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('settings.language')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={settings.language}
            onChange={(_, value: unknown) => {
              if (isLanguage(value)) update({ language: value });
            }}
            aria-label={t('settings.language')}
          >
            <ToggleButton value="en" lang="en">
              English
            </ToggleButton>
            <ToggleButton value="ar" lang="ar">
              العربية
            </ToggleButton>
          </ToggleButtonGroup>
        </section>
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
