import Box from '@mui/material/Box';
import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * How page text reads, in the editor and wherever it is shown: the theme's typography for
 * headings and paragraphs, lists and quotes indented on the start side (logical properties,
 * so Arabic indents on the right), links in the primary colour.
 */
export const richTextSx = (theme: Theme): CSSObject => ({
  ...theme.typography.body1,
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& > :first-child': { marginBlockStart: 0 },
  '& > :last-child': { marginBlockEnd: 0 },
  '& p': { marginBlock: '0 0.75em' },
  '& h2': { ...theme.typography.h5, fontWeight: 600, marginBlock: '1.25em 0.5em' },
  '& h3': { ...theme.typography.h6, fontWeight: 600, marginBlock: '1em 0.5em' },
  '& h1, & h4, & h5, & h6': { ...theme.typography.subtitle1, fontWeight: 600 },
  '& ul, & ol': { paddingInlineStart: '1.75em', marginBlock: '0 0.75em' },
  '& li > p': { marginBlock: '0.25em' },
  '& blockquote': {
    marginInline: 0,
    marginBlock: '0 0.75em',
    paddingInlineStart: '1em',
    borderInlineStart: `4px solid ${theme.palette.divider}`,
    color: theme.palette.text.secondary,
  },
  '& a': {
    color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark,
    textDecoration: 'underline',
  },
  '& hr': { border: 0, borderTop: `1px solid ${theme.palette.divider}`, marginBlock: '1.5em' },
});

/**
 * Page text as the server stored it. The server sanitises every page on write (headings,
 * paragraphs, lists, emphasis and safe links only), so its HTML is shown as it is.
 */
export function RichTextContent({
  html,
  lang,
  dir,
}: {
  html: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}) {
  return (
    <Box
      {...(lang ? { lang } : {})}
      {...(dir ? { dir } : {})}
      sx={richTextSx}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
