import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Send from '@mui/icons-material/Send';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, ShowcasePage } from '../showcase-page';

/**
 * The colours each variant is shown in: those whose text stays readable (WCAG AA) on the
 * default theme; a light secondary, warning or info reads too faintly as text on white.
 */
const variants = [
  { variant: 'text', colors: ['primary', 'success', 'error'] },
  { variant: 'outlined', colors: ['primary', 'success', 'error'] },
  { variant: 'contained', colors: ['primary', 'secondary', 'success', 'error'] },
] as const;
const sizes = ['small', 'medium', 'large'] as const;

/** Icons that point along the reading direction turn round in Arabic. */
const flipInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

function Row({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}
    >
      {children}
    </Stack>
  );
}

/** `/material/buttons`: variants, colours, sizes, icons, groups and the busy state. */
export function Component() {
  const { t } = useTranslation('material');
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [period, setPeriod] = useState<'day' | 'week' | 'month'>('week');
  const [busy, setBusy] = useState(false);
  return (
    <ShowcasePage slug="buttons">
      <DemoCard title={t('buttons.variants')} wide>
        {variants.map(({ variant, colors }) => (
          <Row key={variant}>
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
              {t(`buttons.${variant}`)}
            </Typography>
            {colors.map((color) => (
              <Button key={color} variant={variant} color={color}>
                {t(`colors.${color}`)}
              </Button>
            ))}
            <Button variant={variant} disabled>
              {t('buttons.disabled')}
            </Button>
          </Row>
        ))}
      </DemoCard>
      <DemoCard title={t('buttons.sizes')}>
        {(['outlined', 'contained'] as const).map((variant) => (
          <Row key={variant}>
            {sizes.map((size) => (
              <Button key={size} variant={variant} size={size}>
                {t(`buttons.${size}`)}
              </Button>
            ))}
          </Row>
        ))}
      </DemoCard>
      <DemoCard title={t('buttons.withIcons')}>
        <Row>
          <Button variant="contained" startIcon={<SaveOutlined />}>
            {t('buttons.save')}
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteOutline />}>
            {t('buttons.delete')}
          </Button>
          <Button variant="contained" endIcon={<Send sx={flipInRtl} />}>
            {t('buttons.send')}
          </Button>
          <Button component="label" startIcon={<CloudUploadOutlined />}>
            {t('buttons.upload')}
            <input type="file" hidden accept="image/*" />
          </Button>
        </Row>
      </DemoCard>
      <DemoCard title={t('buttons.iconButtons')}>
        <Row>
          {(
            [
              ['edit', EditOutlined, 'primary'],
              ['favourite', FavoriteBorder, 'secondary'],
              ['share', ShareOutlined, 'default'],
              ['delete', DeleteOutline, 'error'],
              ['more', MoreVert, 'default'],
            ] as const
          ).map(([key, Icon, color]) => (
            <Tooltip key={key} title={t(`buttons.${key}`)}>
              <IconButton aria-label={t(`buttons.${key}`)} color={color}>
                <Icon />
              </IconButton>
            </Tooltip>
          ))}
          {sizes.map((size) => (
            <IconButton
              key={size}
              aria-label={`${t('buttons.edit')} (${t(`buttons.${size}`)})`}
              size={size}
            >
              <EditOutlined fontSize={size === 'medium' ? 'medium' : size} />
            </IconButton>
          ))}
        </Row>
      </DemoCard>
      <DemoCard title={t('buttons.groups')}>
        <Row>
          <ButtonGroup variant="outlined" aria-label={t('buttons.groups')}>
            <Button>{t('buttons.previous')}</Button>
            <Button>{t('buttons.next')}</Button>
          </ButtonGroup>
          <ToggleButtonGroup
            value={view}
            exclusive
            size="small"
            aria-label={t('buttons.view')}
            onChange={(_event, value: 'list' | 'grid' | null) => value && setView(value)}
          >
            <ToggleButton value="list" aria-label={t('buttons.list')}>
              <ViewListOutlined />
            </ToggleButton>
            <ToggleButton value="grid" aria-label={t('buttons.grid')}>
              <GridViewOutlined />
            </ToggleButton>
          </ToggleButtonGroup>
        </Row>
        <Row>
          <ToggleButtonGroup
            value={period}
            exclusive
            color="primary"
            size="small"
            aria-label={t('buttons.period')}
            onChange={(_event, value: 'day' | 'week' | 'month' | null) => value && setPeriod(value)}
          >
            {(['day', 'week', 'month'] as const).map((value) => (
              <ToggleButton key={value} value={value}>
                {t(`buttons.${value}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Row>
      </DemoCard>
      <DemoCard title={t('buttons.busy')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('buttons.busyHint')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={busy} onChange={(event) => setBusy(event.target.checked)} />}
          label={t('buttons.busySwitch')}
          sx={{ mb: 2 }}
        />
        <Row>
          <Button
            variant="contained"
            loading={busy}
            loadingPosition="start"
            startIcon={<SaveOutlined />}
          >
            {busy ? t('buttons.saving') : t('buttons.save')}
          </Button>
          <Button variant="outlined" loading={busy}>
            {t('buttons.send')}
          </Button>
        </Row>
      </DemoCard>
    </ShowcasePage>
  );
}
