import type { ResourceSentences } from '../resource-facts';
import { resourceFactsList } from '../resources';

type Facts = (typeof resourceFactsList)[number];
type Language = keyof Facts['sentences'];

/** One resource's catalogue entries in a language, keyed as the catalogue keys them. */
type EntriesOf<F extends Facts, L extends Language> = {
  [K in `records.${F['record']}.notFound`]: F['sentences'][L]['notFound'];
} & {
  [K in `records.${F['record']}.notInTrash`]: F['sentences'][L]['notInTrash'];
} & (F['sentences'][L] extends {
    resource: infer S extends string;
  }
    ? { [K in `resources.${F['name']}`]: S }
    : unknown) &
  (F['sentences'][L] extends { messages: infer M extends Record<string, string> }
    ? { [K in keyof M & string as `${F['name']}.${K}`]: M[K] }
    : unknown);

type Intersection<U> = (U extends unknown ? (whole: U) => void : never) extends (
  whole: infer I,
) => void
  ? I
  : never;

/** Every resource's entries in a language, with the literal sentences the keys' types need. */
export type ResourceEntries<L extends Language> = Intersection<
  Facts extends infer F ? (F extends Facts ? EntriesOf<F, L> : never) : never
>;

/**
 * The catalogue's entries that each resource's facts word (`resources/`): what a permission
 * denial calls it, its "not found" and "not in the trash" sentences, and its own messages.
 */
export function resourceEntries<L extends Language>(language: L): ResourceEntries<L> {
  const entries = resourceFactsList.flatMap((facts) => {
    const sentences: ResourceSentences = facts.sentences[language];
    return [
      [`records.${facts.record}.notFound`, sentences.notFound],
      [`records.${facts.record}.notInTrash`, sentences.notInTrash],
      ...(sentences.resource ? [[`resources.${facts.name}`, sentences.resource]] : []),
      ...Object.entries(sentences.messages ?? {}).map(([key, text]) => [
        `${facts.name}.${key}`,
        text,
      ]),
    ];
  });
  return Object.fromEntries(entries) as ResourceEntries<L>;
}
