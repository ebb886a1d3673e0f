import Slider, { type SliderProps } from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/format';
import { sampleCars } from '../sample-data';
import { DemoCard, ShowcasePage } from '../showcase-page';

const PRICE_STEP = 5_000;
const PRICE_MAX = 1_000_000;
const dirhams = (value: number) => formatMoney(value * 100, 'AED');
const yearMarks = [2015, 2020, 2025].map((value) => ({ value, label: String(value) }));

/** A slider named by the line of text above it; a disabled one's text is greyed too. */
function LabelledSlider({
  label,
  ...slider
}: { label: ReactNode } & SliderProps<'span', object, number>) {
  const id = useId();
  return (
    <>
      <Typography id={id} gutterBottom color={slider.disabled ? 'text.secondary' : undefined}>
        {label}
      </Typography>
      <Slider aria-labelledby={id} {...slider} />
    </>
  );
}

/** `/material/slider`: a price range over the sample cars, a year with marks, a mileage. */
export function Component() {
  const { t } = useTranslation('material');
  const [price, setPrice] = useState<number[]>([100_000, 400_000]);
  const [year, setYear] = useState(2022);
  const [mileage, setMileage] = useState(60_000);
  const [low = 0, high = PRICE_MAX] = price;
  const inRange = sampleCars.filter((car) => car.price >= low * 100 && car.price <= high * 100);
  const km = (value: number) => t('slider.km', { value: formatNumber(value) });
  return (
    <ShowcasePage slug="slider">
      <DemoCard title={t('slider.price')}>
        <Typography variant="h6" component="p" dir="ltr" sx={{ textAlign: 'start' }}>
          <bdi>{dirhams(low)}</bdi> – <bdi>{dirhams(high)}</bdi>
        </Typography>
        <Slider
          value={price}
          onChange={(_event, value) => setPrice(value)}
          min={0}
          max={PRICE_MAX}
          step={PRICE_STEP}
          shiftStep={PRICE_STEP * 10}
          disableSwap
          getAriaLabel={(index) => (index === 0 ? t('slider.priceMin') : t('slider.priceMax'))}
          getAriaValueText={dirhams}
          valueLabelDisplay="auto"
          valueLabelFormat={dirhams}
          sx={{ mt: 2 }}
        />
        <Typography role="status" data-testid="slider-matches">
          {t('slider.matches', { count: inRange.length })}
        </Typography>
      </DemoCard>
      <DemoCard title={t('slider.year')}>
        <LabelledSlider
          label={
            <>
              {t('slider.year')}: <span data-testid="slider-year">{year}</span>
            </>
          }
          value={year}
          onChange={(_event, value) => setYear(value)}
          min={2010}
          max={2027}
          marks={yearMarks}
          valueLabelDisplay="auto"
          sx={{ mb: 3 }}
        />
        <LabelledSlider
          label={
            <>
              {t('slider.mileage')}: <bdi>{km(mileage)}</bdi>
            </>
          }
          value={mileage}
          onChange={(_event, value) => setMileage(value)}
          min={0}
          max={300_000}
          step={10_000}
          color="secondary"
          getAriaValueText={km}
        />
        <LabelledSlider label={t('slider.disabled')} defaultValue={40} disabled />
      </DemoCard>
    </ShowcasePage>
  );
}
