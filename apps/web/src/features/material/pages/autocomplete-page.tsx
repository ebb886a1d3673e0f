import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
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

/** `/material/autocomplete`: one brand, several features, and a city that may be typed. */
export function Component() {
  const { t } = useTranslation('material');
  const [brand, setBrand] = useState<SampleBrand | null>(null);
  const [features, setFeatures] = useState<CarFeature[]>(['navigation']);
  const [city, setCity] = useState<string | null>(null);
  const texts = {
    clearText: t('autocomplete.clear'),
    openText: t('autocomplete.openList'),
    closeText: t('autocomplete.closeList'),
  };
  /** The text field of an example: its label `autocomplete.<name>`, its hint `<name>Hint`. */
  const input =
    (name: 'brand' | 'features' | 'city', dir?: 'ltr') =>
    (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={t(`autocomplete.${name}`)}
        helperText={t(`autocomplete.${name}Hint`)}
        slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir } }}
      />
    );
  const cityNames = cities.map((key) => t(`options.city.${key}`));
  return (
    <ShowcasePage slug="autocomplete">
      <DemoCard title={t('autocomplete.single')}>
        <Autocomplete
          {...texts}
          options={sampleBrands}
          value={brand}
          onChange={(_event, value) => setBrand(value)}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.name === value.name}
          noOptionsText={t('autocomplete.noOptions')}
          renderOption={({ key, ...props }, option) => (
            <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
              <CountryCode code={option.country} />
              <span>{option.name}</span>
            </Box>
          )}
          renderInput={input('brand', 'ltr')}
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
          {...texts}
          multiple
          options={carFeatures}
          value={features}
          onChange={(_event, value) => setFeatures(value)}
          getOptionLabel={(option) => t(`options.feature.${option}`)}
          filterSelectedOptions
          renderInput={input('features')}
        />
        <Autocomplete
          {...texts}
          freeSolo
          options={cityNames}
          value={city}
          onChange={(_event, value) => setCity(value)}
          sx={{ mt: 3 }}
          renderInput={input('city')}
        />
      </DemoCard>
    </ShowcasePage>
  );
}
