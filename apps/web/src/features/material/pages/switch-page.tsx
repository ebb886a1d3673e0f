import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/form/form-field';
import type { FieldDefinition } from '../../../lib/resource/fields';
import { ColorRow, DemoCard, ShowcasePage } from '../showcase-page';

const settings = ['emailOnQuery', 'emailOnCar', 'weeklyDigest'] as const;
type Settings = Record<(typeof settings)[number], boolean>;
const fields: FieldDefinition[] = settings.map((name) => ({ name, kind: 'switch' }));
const colors = ['primary', 'secondary', 'success', 'error', 'warning'] as const;

/** What the switches say now, one line each. */
function Summary() {
  const { t } = useTranslation('material');
  const values = useWatch<Settings>();
  return (
    <List dense aria-label={t('switch.form')} data-testid="switch-summary">
      {settings.map((name) => (
        <ListItem key={name} disableGutters>
          <ListItemText
            primary={t(`fields.${name}`)}
            secondary={values[name] ? t('on') : t('off')}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** `/material/switch`: the resource forms' switch bound to a form, and the switch's looks. */
export function Component() {
  const { t } = useTranslation('material');
  const form = useForm<Settings>({
    defaultValues: { emailOnQuery: true, emailOnCar: false, weeklyDigest: true },
  });
  return (
    <ShowcasePage slug="switch">
      <DemoCard title={t('switch.form')}>
        <FormProvider {...form}>
          <FormGroup>
            {fields.map((field) => (
              <FormField key={field.name} field={field} namespace="material" />
            ))}
          </FormGroup>
          <Summary />
        </FormProvider>
      </DemoCard>
      <DemoCard title={t('switch.looks')}>
        <ColorRow colors={colors} control={(color) => <Switch defaultChecked color={color} />} />
        <FormGroup row>
          <FormControlLabel
            label={t('switch.small')}
            control={<Switch size="small" defaultChecked />}
          />
          <FormControlLabel
            label={t('switch.labelStart')}
            labelPlacement="start"
            control={<Switch />}
          />
          <FormControlLabel
            label={t('switch.disabled')}
            control={<Switch disabled defaultChecked />}
          />
        </FormGroup>
      </DemoCard>
    </ShowcasePage>
  );
}
