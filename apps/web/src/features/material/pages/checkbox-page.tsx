import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionMatrixInput } from '../../../components/form/permission-matrix-input';
import { carFeatures, type CarFeature } from '../sample-data';
import { ColorRow, DemoCard, ShowcasePage } from '../showcase-page';

const colors = ['primary', 'secondary', 'success', 'error'] as const;

/** A parent box for the car features: ticked when all are, partly when some are. */
function FeatureGroup() {
  const { t } = useTranslation('material');
  const [chosen, setChosen] = useState<readonly CarFeature[]>(['sunroof', 'camera']);
  const all = chosen.length === carFeatures.length;
  const toggle = (feature: CarFeature, on: boolean) =>
    setChosen((current) =>
      on ? [...current, feature] : current.filter((value) => value !== feature),
    );
  return (
    <>
      <FormControlLabel
        label={t('checkbox.all')}
        control={
          <Checkbox
            checked={all}
            indeterminate={chosen.length > 0 && !all}
            onChange={() => setChosen(all ? [] : carFeatures)}
          />
        }
      />
      <FormGroup sx={{ pl: 3 }} aria-label={t('checkbox.features')}>
        {carFeatures.map((feature) => (
          <FormControlLabel
            key={feature}
            label={t(`options.feature.${feature}`)}
            control={
              <Checkbox
                checked={chosen.includes(feature)}
                onChange={(event) => toggle(feature, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('checkbox.chosen', { count: chosen.length, total: carFeatures.length })}
      </Typography>
    </>
  );
}

function GrantedCount() {
  const { t } = useTranslation('material');
  const matrix = useWatch({ name: 'permissions' }) as Record<string, string[] | undefined>;
  const count = Object.values(matrix).reduce((sum, granted) => sum + (granted?.length ?? 0), 0);
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {t('checkbox.granted', { count })}
    </Typography>
  );
}

/** `/material/checkbox`: states, a parent box over a group, and the roles' permission matrix. */
export function Component() {
  const { t } = useTranslation('material');
  const form = useForm({
    defaultValues: { permissions: { cars: ['read', 'update'], brands: ['read'], faqs: ['read'] } },
  });
  return (
    <ShowcasePage slug="checkbox">
      <DemoCard title={t('checkbox.states')}>
        <FormGroup row>
          <FormControlLabel label={t('checkbox.checked')} control={<Checkbox defaultChecked />} />
          <FormControlLabel label={t('checkbox.unchecked')} control={<Checkbox />} />
          <FormControlLabel
            label={t('checkbox.indeterminate')}
            control={<Checkbox indeterminate />}
          />
          <FormControlLabel label={t('checkbox.disabled')} control={<Checkbox disabled />} />
        </FormGroup>
        <ColorRow colors={colors} control={(color) => <Checkbox defaultChecked color={color} />} />
      </DemoCard>
      <DemoCard title={t('checkbox.features')}>
        <FeatureGroup />
      </DemoCard>
      <DemoCard title={t('checkbox.matrix')} wide>
        <FormProvider {...form}>
          <Box sx={{ overflowX: 'auto' }}>
            <PermissionMatrixInput
              name="permissions"
              label={t('fields.permissions')}
              helperText={t('checkbox.matrixHint')}
            />
          </Box>
          <GrantedCount />
        </FormProvider>
      </DemoCard>
    </ShowcasePage>
  );
}
