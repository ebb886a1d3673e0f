import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from '../../lib/resource/fields';
import { ColorInput } from './color-input';
import { DateInput } from './date-input';
import { GalleryInput } from './gallery-input';
import { ImageInput } from './image-input';
import { MoneyInput } from './money-input';
import { NumberInput } from './number-input';
import { NewPasswordInput } from './password-input';
import { PermissionMatrixInput } from './permission-matrix-input';
import { ReferenceInput } from './reference-input';
import { RichTextInput } from './rich-text-input';
import { SelectInput } from './select-input';
import { SwitchInput } from './switch-input';
import { TextInput } from './text-input';

/**
 * One declared field of a resource form, labelled from the resource's i18n namespace:
 * `fields.<name>`, optional `helpers.<name>`, and a select's `options.<name>.<value>`. A
 * `locked` field is shown disabled, with `locked.<name>` (why) as its helper.
 */
export function FormField({
  field,
  namespace,
  locked = false,
}: {
  field: FieldDefinition;
  namespace: string;
  locked?: boolean;
}) {
  const { t, i18n } = useTranslation(['common', namespace]);
  const label = t(`${namespace}:fields.${field.name}`);
  const helperKey = `${namespace}:${locked ? 'locked' : 'helpers'}.${field.name}`;
  const helperText = i18n.exists(helperKey) ? t(helperKey) : undefined;
  const common = {
    name: field.name,
    label,
    ...(helperText ? { helperText } : {}),
    ...(field.required ? { required: true } : {}),
  };
  switch (field.kind) {
    case 'password':
      return (
        <NewPasswordInput name={field.name} label={label} {...(helperText ? { helperText } : {})} />
      );
    case 'text':
    case 'multiline':
      return (
        <TextInput
          {...common}
          {...(field.nullable ? { nullable: true } : {})}
          {...(field.kind === 'multiline' ? { multiline: true, minRows: 3 } : {})}
          {...(field.dir ? { dir: field.dir } : {})}
          {...(field.autoFocus ? { autoFocus: true } : {})}
          {...(locked ? { disabled: true } : {})}
        />
      );
    case 'number':
      return <NumberInput {...common} {...(field.nullable ? { nullable: true } : {})} />;
    case 'switch':
      return (
        <SwitchInput name={field.name} label={label} {...(helperText ? { helperText } : {})} />
      );
    case 'image':
      return <ImageInput name={field.name} label={label} {...(helperText ? { helperText } : {})} />;
    case 'select':
      return (
        <SelectInput
          {...common}
          options={field.options.map((value) => ({
            value,
            label: t(`${namespace}:options.${field.name}.${value}`, { defaultValue: value }),
          }))}
        />
      );
    case 'reference':
      return (
        <ReferenceInput
          {...common}
          reference={field.reference}
          {...(field.nullable ? { nullable: true } : {})}
        />
      );
    case 'color':
      return <ColorInput {...common} />;
    case 'date':
    case 'datetime':
      return (
        <DateInput
          {...common}
          kind={field.kind}
          {...(field.autoFocus ? { autoFocus: true } : {})}
        />
      );
    case 'money':
      return (
        <MoneyInput
          {...common}
          currency={field.currency}
          {...(field.currencyField ? { currencyField: field.currencyField } : {})}
          invalidText={t('common:invalidAmount')}
        />
      );
    case 'gallery':
      return (
        <GalleryInput
          name={field.name}
          label={label}
          max={field.max}
          {...(helperText ? { helperText } : {})}
        />
      );
    case 'richText':
      return <RichTextInput {...common} {...(field.dir ? { dir: field.dir } : {})} />;
    case 'permissions':
      return (
        <PermissionMatrixInput
          name={field.name}
          label={label}
          {...(helperText ? { helperText } : {})}
          {...(field.locked ? { locked: field.locked } : {})}
        />
      );
    default: {
      const unknownKind: never = field;
      throw new Error(`Unknown field kind ${String(unknownKind)}`);
    }
  }
}
