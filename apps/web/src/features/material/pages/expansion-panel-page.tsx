import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sampleFaqs } from '../sample-data';
import { DemoCard, ShowcasePage } from '../showcase-page';

const steps = ['photos', 'details', 'pricing'] as const;
type Step = (typeof steps)[number];

/** One panel: its summary is a heading with a button that opens or closes it. */
function Panel({
  title,
  expanded,
  onChange,
  disabled = false,
  children,
}: {
  title: string;
  expanded: boolean;
  onChange(open: boolean): void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => onChange(open)}
      disabled={disabled}
      disableGutters
      slotProps={{ heading: { component: 'h3' } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography color="text.secondary">{children}</Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** `/material/expansion-panel`: the sample FAQs, all open or closed at will, and steps one at a time. */
export function Component() {
  const { t, i18n } = useTranslation('material');
  const arabic = i18n.language === 'ar';
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set([0]));
  const [step, setStep] = useState<Step | null>('photos');
  const toggle = (index: number, on: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  return (
    <ShowcasePage slug="expansion-panel">
      <DemoCard
        title={t('expansion-panel.faqs')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => setOpen(new Set(sampleFaqs.map((_faq, i) => i)))}>
              {t('expansion-panel.expandAll')}
            </Button>
            <Button size="small" onClick={() => setOpen(new Set())}>
              {t('expansion-panel.collapseAll')}
            </Button>
          </Stack>
        }
      >
        {sampleFaqs.map((faq, index) => (
          <Panel
            key={faq.questionEn}
            title={arabic ? faq.questionAr : faq.questionEn}
            expanded={open.has(index)}
            onChange={(on) => toggle(index, on)}
          >
            {arabic ? faq.answerAr : faq.answerEn}
          </Panel>
        ))}
      </DemoCard>
      <DemoCard title={t('expansion-panel.steps')}>
        {steps.map((key) => (
          <Panel
            key={key}
            title={t(`expansion-panel.${key}`)}
            expanded={step === key}
            onChange={(on) => setStep(on ? key : null)}
          >
            {t(`expansion-panel.${key}Text`)}
          </Panel>
        ))}
        <Panel
          title={t('expansion-panel.payment')}
          expanded={false}
          onChange={() => undefined}
          disabled
        />
      </DemoCard>
    </ShowcasePage>
  );
}
