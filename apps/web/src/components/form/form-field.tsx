import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from '../../lib/resource/define-resource';
import { ImageInput } from './image-input';
import { NumberInput } from './number-input';
import { SwitchInput } from './switch-input';
import { TextInput } from './text-input';

/** One declared field of a resource form, labelled from the resource's i18n namespace. */
export function FormField({ field, namespace }: { field: FieldDefinition; namespace: string }) {
  const { t, i18n } = useTranslation(namespace);
  const label = t(`fields.${field.name}`);
  const helperKey = `${namespace}:helpers.${field.name}`;
  const helperText = i18n.exists(helperKey) ? t(`helpers.${field.name}`) : undefined;
  const common = { name: field.name, label, ...(helperText ? { helperText } : {}) };
  switch (field.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          {...(field.required ? { required: true } : {})}
          {...(field.dir ? { dir: field.dir } : {})}
          {...(field.autoFocus ? { autoFocus: true } : {})}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          {...(field.required ? { required: true } : {})}
          {...(field.nullable ? { nullable: true } : {})}
        />
      );
    case 'switch':
      return <SwitchInput {...common} />;
    case 'image':
      return <ImageInput {...common} />;
    default: {
      const unknownKind: never = field.kind;
      throw new Error(`Unknown field kind ${String(unknownKind)}`);
    }
  }
}
