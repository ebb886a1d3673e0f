import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { curatedIcons } from '../curated-icons';
import { matches, SearchField } from '../search-field';
import { DemoCard, ShowcasePage } from '../showcase-page';
import { TileGrid } from '../../../components/tile-grid';

const iconColors = ['primary', 'secondary', 'success', 'error', 'action'] as const;

/** `/material/icons`: the curated icons, searchable, one shown large with its import line. */
export function Component() {
  const { t } = useTranslation('material');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(curatedIcons[0] as (typeof curatedIcons)[number]);
  const shown = curatedIcons.filter((icon) => matches(icon.name, search));
  const importLine = `import ${chosen.name} from '@mui/icons-material/${chosen.name}';`;

  const copy = () =>
    navigator.clipboard.writeText(importLine).then(
      () => notifySuccess(t('icons.copied', { name: chosen.name })),
      () => notifyError(t('icons.copyFailed')),
    );

  return (
    <ShowcasePage slug="icons">
      <DemoCard title={t('icons.all')}>
        <SearchField label={t('icons.search')} value={search} onChange={setSearch} />
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {shown.length
            ? t('icons.count', { count: shown.length })
            : t('icons.none', { search: search.trim() })}
        </Typography>
        <TileGrid minTileWidth={96} aria-label={t('icons.all')}>
          {shown.map(({ name, Icon }) => (
            <li key={name}>
              <Button
                fullWidth
                color="inherit"
                variant={name === chosen.name ? 'outlined' : 'text'}
                aria-pressed={name === chosen.name}
                aria-label={t('icons.pick', { name })}
                onClick={() => setChosen({ name, Icon })}
                sx={{ flexDirection: 'column', gap: 0.5, py: 1.5, textTransform: 'none' }}
              >
                <Icon />
                <Typography
                  component="code"
                  variant="caption"
                  dir="ltr"
                  sx={{ wordBreak: 'break-all', lineHeight: 1.2 }}
                >
                  {name}
                </Typography>
              </Button>
            </li>
          ))}
        </TileGrid>
      </DemoCard>
      <DemoCard title={t('icons.selected')}>
        <Typography
          variant="subtitle1"
          component="code"
          dir="ltr"
          data-testid="chosen-icon"
          sx={{ mb: 2, display: 'block' }}
        >
          {chosen.name}
        </Typography>
        <Typography variant="subtitle2" component="h3">
          {t('icons.sizes')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
          <chosen.Icon fontSize="small" />
          <chosen.Icon />
          <chosen.Icon fontSize="large" />
          <chosen.Icon sx={{ fontSize: 64 }} />
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('icons.colors')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ my: 1 }}>
          {iconColors.map((color) => (
            <chosen.Icon key={color} color={color} fontSize="large" />
          ))}
        </Stack>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('icons.import')}
        </Typography>
        <Box
          component="pre"
          dir="ltr"
          sx={{
            my: 1,
            p: 2,
            borderRadius: 1,
            bgcolor: 'action.hover',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          {importLine}
        </Box>
        <Button startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
          {t('icons.copy')}
        </Button>
      </DemoCard>
    </ShowcasePage>
  );
}
