import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import type { FieldDefinition } from '../../lib/resource/fields';
import { FormField } from './form-field';

/** Kinds that take the whole row unless the declaration says `span: 'half'`. */
const wideKinds: readonly string[] = ['image', 'multiline', 'permissions', 'gallery', 'richText'];

/** A field's width on wide screens: half a row, or all of it. */
export const fieldColumns = (field: FieldDefinition): 6 | 12 =>
  field.span === 'full' || (field.span !== 'half' && wideKinds.includes(field.kind)) ? 12 : 6;

/**
 * The declared fields of a form in a grid: two a row on wide screens (a bilingual pair side by
 * side), one on phones. A disabled grid shows the values without letting them change; so
 * does a `locked` field, which says why under it.
 */
export function FormFieldsGrid({
  fields,
  namespace,
  disabled = false,
  locked,
}: {
  fields: readonly FieldDefinition[];
  namespace: string;
  disabled?: boolean;
  locked?: ReadonlySet<string>;
}) {
  return (
    <Grid
      container
      columnSpacing={3}
      rowSpacing={1}
      component="fieldset"
      disabled={disabled}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      {fields.map((field) => (
        <Grid key={field.name} size={{ xs: 12, md: fieldColumns(field) }}>
          {locked?.has(field.name) ? (
            <Box component="fieldset" disabled sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              <FormField field={field} namespace={namespace} locked />
            </Box>
          ) : (
            <FormField field={field} namespace={namespace} />
          )}
        </Grid>
      ))}
    </Grid>
  );
}
