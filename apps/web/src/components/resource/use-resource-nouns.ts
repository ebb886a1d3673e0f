import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The whole sentences every resource words itself under `sentences.<key>` in its namespace:
 * Arabic cannot build them from a noun and a fixed phrase (gender, number, definiteness).
 * `edit`, `created` and `updated` take `{{title}}`.
 */
export const resourceSentenceKeys = [
  'new',
  'edit',
  'create',
  'notFound',
  'readOnly',
  'deleteTitle',
  'created',
  'updated',
  'empty',
] as const;
export type ResourceSentence = (typeof resourceSentenceKeys)[number];

/**
 * How a resource is named, from its i18n namespace: `title` and `singular` head pages and
 * buttons ("Brands", "Create Brand"); `item` and `plural` sit inside sentences ("No brands
 * yet."); `items` counts with the language's plural forms ("2 brands", Arabic's six).
 */
export function useResourceNouns(namespace: string) {
  const { t } = useTranslation(namespace);
  return useMemo(
    () => ({
      title: t(`${namespace}:title`),
      singular: t(`${namespace}:singular`),
      item: t(`${namespace}:item`),
      plural: t(`${namespace}:plural`),
      items: (count: number) => t(`${namespace}:items`, { count }),
    }),
    [namespace, t],
  );
}

export type ResourceNouns = ReturnType<typeof useResourceNouns>;
