import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

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
