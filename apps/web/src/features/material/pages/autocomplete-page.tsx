import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryCode } from '../../../components/data-table/cells';
import {
  carFeatures,
  cities,
  sampleBrands,
  type CarFeature,
  type SampleBrand,
} from '../sample-data';
import { DemoCard, ShowcasePage } from '../showcase-page';

/** What each example holds: one brand, several features, and a city picked or typed. */
type Picked = { brand: SampleBrand | null; features: CarFeature[]; city: string | null };

/** `/material/autocomplete`: one brand, several features, and a city that may be typed. */
export function Component() {
  const { t } = useTranslation('material');
  const [picked, setPicked] = useState<Picked>({
    brand: null,
    features: ['navigation'],
    city: null,
  });
  /**
   * What every example shares: the list's button texts, its value kept in `picked`, and its
   * text field, labelled `autocomplete.<name>` with the hint `<name>Hint`.
   */
  const example = <Name extends keyof Picked>(name: Name, dir?: 'ltr') => ({
    clearText: t('autocomplete.clear'),
    openText: t('autocomplete.openList'),
    closeText: t('autocomplete.closeList'),
    value: picked[name],
    onChange: (_event: SyntheticEvent, value: Picked[Name]) =>
      setPicked((current) => ({ ...current, [name]: value })),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={t(`autocomplete.${name}`)}
        helperText={t(`autocomplete.${name}Hint`)}
        slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir } }}
      />
    ),
  });
  const { brand } = picked;
  const cityNames = cities.map((key) => t(`options.city.${key}`));
  return (
    <ShowcasePage slug="autocomplete">
      <DemoCard title={t('autocomplete.single')}>
        <Autocomplete
          {...example('brand', 'ltr')}
          options={sampleBrands}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.name === value.name}
          noOptionsText={t('autocomplete.noOptions')}
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
              <CountryCode code={option.country} />
              <span>{option.name}</span>
            </Box>
          )}
        />
        <Typography role="status" sx={{ mt: 2, minHeight: 24 }} data-testid="autocomplete-brand">
          {brand ? (
            <>
              {t('autocomplete.madeIn', { brand: brand.name })} <CountryCode code={brand.country} />
            </>
          ) : null}
        </Typography>
      </DemoCard>
      <DemoCard title={t('autocomplete.multiple')}>
        <Autocomplete
          {...example('features')}
          multiple
          options={carFeatures}
          getOptionLabel={(option) => t(`options.feature.${option}`)}
          filterSelectedOptions
        />
        <Autocomplete {...example('city')} freeSolo options={cityNames} sx={{ mt: 3 }} />
      </DemoCard>
    </ShowcasePage>
  );
}
