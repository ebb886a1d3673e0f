import type { SvgIconComponent } from '@mui/icons-material';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import DonutLargeOutlined from '@mui/icons-material/DonutLargeOutlined';
import DynamicFormOutlined from '@mui/icons-material/DynamicFormOutlined';
import EmojiSymbolsOutlined from '@mui/icons-material/EmojiSymbolsOutlined';
import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import MenuOpenOutlined from '@mui/icons-material/MenuOpenOutlined';
import RadioButtonCheckedOutlined from '@mui/icons-material/RadioButtonCheckedOutlined';
import SmartButtonOutlined from '@mui/icons-material/SmartButtonOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import ToggleOnOutlined from '@mui/icons-material/ToggleOnOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import UnfoldMoreOutlined from '@mui/icons-material/UnfoldMoreOutlined';
import WebAssetOutlined from '@mui/icons-material/WebAssetOutlined';
import { definePage, type PageMeta } from '../../lib/resource/define-page';
import type { ScreenLoader } from '../../lib/resource/define-resource';
import { materialTranslations } from './i18n';

/**
 * The spec's template pages (`/material/<slug>`), each its own chunk: every loader names its
 * module so the bundler splits them one by one.
 */
const showcases: readonly { slug: string; icon: SvgIconComponent; screen: ScreenLoader }[] = [
  { slug: 'table', icon: TableChartOutlined, screen: () => import('./pages/table-page') },
  { slug: 'form', icon: DynamicFormOutlined, screen: () => import('./pages/form-page') },
  { slug: 'buttons', icon: SmartButtonOutlined, screen: () => import('./pages/buttons-page') },
  { slug: 'icons', icon: EmojiSymbolsOutlined, screen: () => import('./pages/icons-page') },
  { slug: 'progress', icon: DonutLargeOutlined, screen: () => import('./pages/progress-page') },
  { slug: 'menu', icon: MenuOpenOutlined, screen: () => import('./pages/menu-page') },
  { slug: 'checkbox', icon: CheckBoxOutlined, screen: () => import('./pages/checkbox-page') },
  { slug: 'switch', icon: ToggleOnOutlined, screen: () => import('./pages/switch-page') },
  { slug: 'radio', icon: RadioButtonCheckedOutlined, screen: () => import('./pages/radio-page') },
  { slug: 'slider', icon: TuneOutlined, screen: () => import('./pages/slider-page') },
  {
    slug: 'autocomplete',
    icon: ManageSearchOutlined,
    screen: () => import('./pages/autocomplete-page'),
  },
  {
    slug: 'expansion-panel',
    icon: UnfoldMoreOutlined,
    screen: () => import('./pages/expansion-panel-page'),
  },
  { slug: 'dialog', icon: WebAssetOutlined, screen: () => import('./pages/dialog-page') },
  { slug: 'snackbar', icon: FeedbackOutlined, screen: () => import('./pages/snackbar-page') },
];

/** The template pages for `app/pages.ts`: any signed-in staff member, sidebar group `template`. */
export const materialPages: PageMeta[] = showcases.map(({ slug, icon, screen }) =>
  definePage({
    path: `/material/${slug}`,
    label: `material:titles.${slug}`,
    screen,
    // The same small bundle on each; the app loads a namespace once.
    strings: materialTranslations,
    nav: { group: 'template', icon },
  }),
);
