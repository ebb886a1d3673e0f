import type en from './catalogue/en';
import { resourceFactsList } from './resources';

/**
 * Every sentence the API or the web app shows a person, by a stable key, in English and
 * Arabic (docs/decisions/019-messages.md). A message travels as `{ key, params }`; where
 * only text can go (a zod issue, a stored staff notice) it travels as its token, the key
 * alone or `key|{json params}`, and is rendered in the reader's language when shown.
 */
export const messageLanguages = ['en', 'ar'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

/** The English sentences by key: what the keys and each sentence's parameters are. */
type English = typeof en;
export type MessageKey = keyof English;
/** One language's sentences, every key worded. */
export type Sentences = Record<MessageKey, string>;

/** Records that are no CRUD resource's: the contact details, a site page, a saved view, a passkey. */
const otherRecords = {
  'Contact details': 'contactDetails',
  Page: 'page',
  'Saved view': 'view',
  Passkey: 'passkey',
} as const;

type Facts = (typeof resourceFactsList)[number];

/**
 * Record labels as the API's messages write them, and their key in `records.*`: each CRUD
 * resource's (its facts' `label` and `record`), and the others'.
 */
export const recordNames = {
  ...Object.fromEntries(resourceFactsList.map((facts) => [facts.label, facts.record])),
  ...otherRecords,
} as { [F in Facts as F['label']]: F['record'] } & typeof otherRecords;

/** The `{name}` placeholders of a template, as a union of names. */
export type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

type KeysWithParams = {
  [K in MessageKey]: [Placeholders<English[K]>] extends [never] ? never : K;
}[MessageKey];
/** Keys of sentences without placeholders: one may pass the key itself as the message. */
export type PlainMessageKey = Exclude<MessageKey, KeysWithParams>;
/** Keys of sentences whose one placeholder is `{count}` ("… 3 brands …"). */
export type CountMessageKey = {
  [K in KeysWithParams]: [Placeholders<English[K]>] extends ['count'] ? K : never;
}[KeysWithParams];

export type MessageParam = string | number | Message | readonly MessageParam[];
export type MessageParams<K extends MessageKey> = {
  [P in Placeholders<English[K]>]: MessageParam;
};
export type Message = { key: MessageKey; params?: Record<string, MessageParam> };
/** A message: a plain key, or a key with its parameters built by `msg`. */
export type MessageRef = PlainMessageKey | Message;

/** The record names whose sentences ("Brand not found") the catalogue holds. */
export type RecordLabel = keyof typeof recordNames;

export function msg<K extends KeysWithParams>(key: K, params: MessageParams<K>): Message;
export function msg(key: PlainMessageKey): Message;
export function msg(key: MessageKey, params?: Record<string, MessageParam>): Message {
  return params ? { key, params } : { key };
}

/** A record's own sentence: `recordMessage('Brand', 'notFound')` → "Brand not found". */
export function recordMessage(label: RecordLabel, sentence: 'notFound' | 'notInTrash'): Message {
  return { key: `records.${recordNames[label]}.${sentence}` };
}

const asMessage = (ref: MessageRef): Message => (typeof ref === 'string' ? { key: ref } : ref);

/** The token of a message, for places that hold only text. */
export function messageToken(ref: MessageRef): string {
  const message = asMessage(ref);
  return message.params ? `${message.key}|${JSON.stringify(message.params)}` : message.key;
}

/** `m(...)` is `msg(...)` as a token: what a zod schema's message option takes. */
export function m<K extends KeysWithParams>(key: K, params: MessageParams<K>): string;
export function m(key: PlainMessageKey): string;
export function m(key: MessageKey, params?: Record<string, MessageParam>): string {
  return messageToken(params ? { key, params } : { key });
}

const isParamRecord = (value: unknown): value is Record<string, MessageParam> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * The message a token stands for among `sentences` (one language's, any will do: they word
 * the same keys); null when the text is no token (plain text is shown as is).
 */
export function tokenMessage(text: string, sentences: Sentences): Message | null {
  const bar = text.indexOf('|');
  const key = bar === -1 ? text : text.slice(0, bar);
  if (!Object.hasOwn(sentences, key)) return null;
  const message = { key: key as MessageKey };
  if (bar === -1) return message;
  try {
    const params: unknown = JSON.parse(text.slice(bar + 1));
    return isParamRecord(params) ? { ...message, params } : null;
  } catch {
    return null;
  }
}

const listSeparator: Record<MessageLanguage, string> = { en: ', ', ar: '، ' };

function formatParam(value: MessageParam, sentences: Sentences, language: MessageLanguage) {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return (value as readonly MessageParam[])
      .map((v): string => formatParam(v, sentences, language))
      .join(listSeparator[language]);
  }
  return formatMessage(value as Message, sentences, language);
}

/**
 * A message in a language, from that language's `sentences`: a `Message`, a plain key, or
 * text that may be a token. Text that is no token (a name, a third party's sentence) comes
 * back unchanged. The API holds both languages' sentences (`renderMessage`); the web app loads
 * the one it shows.
 */
export function formatMessage(
  ref: Message | string,
  sentences: Sentences,
  language: MessageLanguage,
): string {
  const message = typeof ref === 'string' ? tokenMessage(ref, sentences) : ref;
  if (!message) return ref as string;
  const params = message.params ?? {};
  return sentences[message.key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name)
      ? formatParam(params[name] as MessageParam, sentences, language)
      : whole,
  );
}

/** The language a request asks for (`Accept-Language`, or the app's choice): Arabic or English. */
export function messageLanguageOf(value: string | readonly string[] | undefined): MessageLanguage {
  const first = Array.isArray(value)
    ? (value as readonly string[])[0]
    : (value as string | undefined);
  return first?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
