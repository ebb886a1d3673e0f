import Button, { type ButtonProps } from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';

/** The slugs of the template pages (`/material/<slug>`). */
export type ShowcaseSlug =
  | 'table'
  | 'form'
  | 'buttons'
  | 'icons'
  | 'progress'
  | 'menu'
  | 'checkbox'
  | 'switch'
  | 'radio'
  | 'slider'
  | 'autocomplete'
  | 'expansion-panel'
  | 'dialog'
  | 'snackbar';

/** A template page: its title and what it shows, then its examples in a grid of cards. */
export function ShowcasePage({ slug, children }: { slug: ShowcaseSlug; children: ReactNode }) {
  const { t } = useTranslation('material');
  return (
    <>
      <PageHeader title={t(`titles.${slug}`)} subtitle={t(`${slug}.subtitle`)} />
      <Grid container spacing={3}>
        {children}
      </Grid>
    </>
  );
}

/** One example of a template page: a titled section, half the width on wide screens. */
export function DemoCard({
  title,
  wide = false,
  actions,
  children,
}: {
  title: string;
  /** The whole row's width (tables, long lists). */
  wide?: boolean;
  /** Buttons on the end side of the title. */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Grid size={{ xs: 12, lg: wide ? 12 : 6 }}>
      <Card component="section" aria-labelledby={id} sx={{ height: '100%' }}>
        <CardContent>
          <Grid
            container
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}
          >
            <Typography id={id} component="h2" variant="h6">
              {title}
            </Typography>
            {actions}
          </Grid>
          {children}
        </CardContent>
      </Card>
    </Grid>
  );
}

/**
 * An example that a button opens (a dialog, a snackbar), in its own card: the card's title is
 * `<example>` of the page's strings and the button's `<example>Open`; `render` draws what it
 * opens, told whether it is open and how to close it; `children` follow the button.
 */
export function OpenerCard({
  example,
  color,
  render,
  children,
}: {
  /** The example's key, e.g. `dialog.confirm`. */
  example: string;
  color?: ButtonProps['color'];
  render(open: boolean, close: () => void): ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation('material');
  const [open, setOpen] = useState(false);
  return (
    <DemoCard title={t(example)}>
      <Button variant="outlined" color={color} onClick={() => setOpen(true)}>
        {t(`${example}Open`)}
      </Button>
      {render(open, () => setOpen(false))}
      {children}
    </DemoCard>
  );
}

type ThemeColor = 'primary' | 'secondary' | 'success' | 'error' | 'warning';

/** A row of one control per theme colour, each labelled with its colour's name. */
export function ColorRow<Color extends ThemeColor>({
  colors,
  control,
}: {
  colors: readonly Color[];
  control(color: Color): ReactElement;
}) {
  const { t } = useTranslation('material');
  return (
    <FormGroup row>
      {colors.map((color) => (
        <FormControlLabel key={color} label={t(`colors.${color}`)} control={control(color)} />
      ))}
    </FormGroup>
  );
}
