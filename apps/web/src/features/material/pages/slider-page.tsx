import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { sampleCars } from '../sample-data';
import { DemoCard, ShowcasePage } from '../showcase-page';

const PRICE_STEP = 5_000;
const PRICE_MAX = 1_000_000;
const dirhams = (value: number) => formatMoney(value * 100, 'AED');
const yearMarks = [2015, 2020, 2025].map((value) => ({ value, label: String(value) }));

/** `/material/slider`: a price range over the sample cars, a year with marks, a mileage. */
export function Component() {
  const { t, i18n } = useTranslation('material');
  const [price, setPrice] = useState<number[]>([100_000, 400_000]);
  const [year, setYear] = useState(2022);
  const [mileage, setMileage] = useState(60_000);
  const yearLabel = useId();
  const mileageLabel = useId();
  const disabledLabel = useId();
  const [low = 0, high = PRICE_MAX] = price;
  const inRange = sampleCars.filter((car) => car.price >= low * 100 && car.price <= high * 100);
  const km = (value: number) =>
    t('slider.km', { value: new Intl.NumberFormat(i18n.language).format(value) });
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
        <Typography id={yearLabel} gutterBottom>
          {t('slider.year')}: <span data-testid="slider-year">{year}</span>
        </Typography>
        <Slider
          aria-labelledby={yearLabel}
          value={year}
          onChange={(_event, value) => setYear(value)}
          min={2010}
          max={2027}
          marks={yearMarks}
          valueLabelDisplay="auto"
          sx={{ mb: 3 }}
        />
        <Typography id={mileageLabel} gutterBottom>
          {t('slider.mileage')}: <bdi>{km(mileage)}</bdi>
        </Typography>
        <Slider
          aria-labelledby={mileageLabel}
          value={mileage}
          onChange={(_event, value) => setMileage(value)}
          min={0}
          max={300_000}
          step={10_000}
          color="secondary"
          getAriaValueText={km}
        />
        <Typography id={disabledLabel} gutterBottom color="text.secondary">
          {t('slider.disabled')}
        </Typography>
        <Slider aria-labelledby={disabledLabel} defaultValue={40} disabled />
      </DemoCard>
    </ShowcasePage>
  );
}
