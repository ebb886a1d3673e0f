import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fuels, transmissions } from '../sample-data';
import { DemoCard, ShowcasePage } from '../showcase-page';

/** The sample option lists a group can offer, by the name their labels are under. */
const optionLists = { fuel: fuels, transmission: transmissions };
type OptionName = keyof typeof optionLists;
type OptionValue<Name extends OptionName> = (typeof optionLists)[Name][number];

/** A labelled group of radio buttons over one option list of the sample namespace. */
function Choice<Name extends OptionName>({
  label,
  option,
  value,
  onChange,
  row = false,
  disabled = false,
  helperText,
}: {
  label: string;
  /** The values, whose labels are `options.<option>.<value>`. */
  option: Name;
  value: NoInfer<OptionValue<Name>>;
  onChange?(value: NoInfer<OptionValue<Name>>): void;
  row?: boolean;
  disabled?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('material');
  const labelId = useId();
  const helperId = useId();
  const values: readonly OptionValue<Name>[] = optionLists[option];
  return (
    <FormControl sx={{ mb: 2 }}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row={row}
        aria-labelledby={labelId}
        {...(helperText ? { 'aria-describedby': helperId } : {})}
        value={value}
        onChange={(event) => {
          const chosen = values.find((item) => item === event.target.value);
          if (chosen) onChange?.(chosen);
        }}
      >
        {values.map((item) => (
          <FormControlLabel
            key={item}
            value={item}
            control={<Radio />}
            disabled={disabled}
            label={t(`options.${option}.${item}`)}
          />
        ))}
      </RadioGroup>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}

/** `/material/radio`: one choice out of a few, in a row, in a column and disabled. */
export function Component() {
  const { t } = useTranslation('material');
  const [fuel, setFuel] = useState<(typeof fuels)[number]>('hybrid');
  const [transmission, setTransmission] = useState<(typeof transmissions)[number]>('automatic');
  return (
    <ShowcasePage slug="radio">
      <DemoCard title={t('radio.fuel')}>
        <Choice label={t('radio.fuel')} option="fuel" value={fuel} onChange={setFuel} row />
        <Typography role="status" data-testid="radio-choice">
          {t('radio.chosen', { value: t(`options.fuel.${fuel}`) })}
        </Typography>
      </DemoCard>
      <DemoCard title={t('radio.transmission')}>
        <Choice
          label={t('radio.transmission')}
          option="transmission"
          value={transmission}
          onChange={setTransmission}
          helperText={t('radio.transmissionHint')}
        />
        <Choice label={t('radio.disabledGroup')} option="fuel" value="petrol" row disabled />
      </DemoCard>
    </ShowcasePage>
  );
}
