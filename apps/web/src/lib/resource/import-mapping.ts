import type { ImportTarget } from '@showroom/contract';
import { resourceFactsByName } from '@showroom/contract/resources';
import type { ExportHeaders } from './csv-export';

/*
 * Which column of an import file fills which field (ADR 056). A column is first mapped as the
 * person mapped a column of that name last time (remembered per resource in this browser),
 * else by its header: the CSV export's headers (a field's label, "Brand ID", "Price currency")
 * in the app's language, or the field's own name. So a file the export wrote maps itself.
 */

/** A column's target: the key of an `ImportTarget`, or null for a column left out. */
export type Mapping = (string | null)[];

/** The words of the headers a target answers to, beside the export's. */
export type TargetWords = ExportHeaders & {
  /** "Seller email", for a reference given by email. */
  emailOf(label: string): string;
};

/** The field an import matches its rows on, or null when a CSV file cannot fill the resource. */
export function importKeyOf(name: string): string | null {
  if (!Object.hasOwn(resourceFactsByName, name)) return null;
  const facts = resourceFactsByName[name as keyof typeof resourceFactsByName];
  return 'import' in facts ? facts.import.key : null;
}

const normal = (text: string) => text.trim().toLowerCase();

/** The headers each target answers to, the export's first. */
export function headersOf(
  target: ImportTarget,
  targets: readonly ImportTarget[],
  words: TargetWords,
) {
  const label = words.field(target.field);
  const names = [target.key, target.field];
  switch (target.read) {
    case 'id':
      names.unshift(target.field === 'id' ? label : words.idOf(words.field(target.field)));
      break;
    case 'name':
    case 'value':
    case 'amount':
      names.unshift(label);
      break;
    case 'email':
      names.unshift(words.emailOf(label));
      break;
    default: {
      const never: never = target.read;
      return never;
    }
  }
  // A currency is written beside its amount as "Price currency".
  for (const amount of targets)
    if (amount.currency === target.key) names.push(words.currencyOf(words.field(amount.field)));
  return names.map(normal);
}

/** What a target is called in the mapping's list. */
export function targetLabel(
  target: ImportTarget,
  words: TargetWords & { byName(label: string): string },
) {
  const label = words.field(target.field);
  switch (target.read) {
    case 'id':
      return target.field === 'id' ? label : words.idOf(label);
    case 'name':
      return words.byName(label);
    case 'email':
      return words.emailOf(label);
    case 'value':
    case 'amount':
      return label;
    default: {
      const never: never = target.read;
      return never;
    }
  }
}

/** The field each mapped column fills. */
const mappedFields = (targets: readonly ImportTarget[], mapping: Mapping) =>
  mapping.map((key) => targets.find((target) => target.key === key)?.field ?? null);

/**
 * The fields a new record needs (the API says which: its create schema's) that no column
 * fills, by id or by name: each once, in the targets' order.
 */
export function unmappedRequired(targets: readonly ImportTarget[], mapping: Mapping): string[] {
  const filled = new Set(mappedFields(targets, mapping));
  return [
    ...new Set(
      targets.filter((target) => target.required && !filled.has(target.field)).map((t) => t.field),
    ),
  ];
}

/** The place of the column filling `field` (a file's key), or -1 when none does. */
export const columnFilling = (targets: readonly ImportTarget[], mapping: Mapping, field: string) =>
  mappedFields(targets, mapping).indexOf(field);

const storageKey = (resource: string) => `showroom.import.${resource}`;

/** The targets chosen last time for this resource, by the header of their column. */
export function rememberedMapping(resource: string): Record<string, string | null> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(resource)) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, string | null>) : {};
  } catch {
    return {};
  }
}

/** Remembers a mapping for the next file of this resource. */
export function rememberMapping(resource: string, headers: readonly string[], mapping: Mapping) {
  const remembered = {
    ...rememberedMapping(resource),
    ...Object.fromEntries(headers.map((header, index) => [normal(header), mapping[index] ?? null])),
  };
  try {
    window.localStorage.setItem(storageKey(resource), JSON.stringify(remembered));
  } catch {
    // A full or blocked storage only means the mapping is not remembered.
  }
}

/** A file's first mapping: as remembered, else by header; each target for one column at most. */
export function defaultMapping(
  headers: readonly string[],
  targets: readonly ImportTarget[],
  words: TargetWords,
  remembered: Record<string, string | null>,
): Mapping {
  const keys = new Set(targets.map((target) => target.key));
  const used = new Set<string>();
  const names = targets.map((target) => ({
    key: target.key,
    names: headersOf(target, targets, words),
  }));
  const pick = (key: string | null | undefined) => {
    if (!key || used.has(key) || !keys.has(key)) return null;
    used.add(key);
    return key;
  };
  // Remembered choices first, so a header guess never takes a column's remembered target.
  const chosen = headers.map((header) => {
    const header_ = normal(header);
    return Object.hasOwn(remembered, header_) ? { remembered: pick(remembered[header_]) } : null;
  });
  return headers.map((header, index) => {
    const choice = chosen[index];
    if (choice) return choice.remembered;
    const wanted = normal(header);
    return pick(
      names.find((target) => !used.has(target.key) && target.names.includes(wanted))?.key,
    );
  });
}
