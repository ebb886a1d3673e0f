import { catalogue, recordNames } from './message-catalogue';

/**
 * Every sentence the API or the web app shows a person, by a stable key, in English and
 * Arabic (docs/decisions/019-messages.md). A message travels as `{ key, params }`; where
 * only text can go (a zod issue, a stored staff notice) it travels as its token, the key
 * alone or `key|{json params}`, and is rendered in the reader's language when shown.
 */
export const messageLanguages = ['en', 'ar'] as const;
export type MessageLanguage = (typeof messageLanguages)[number];

export type Catalogue = typeof catalogue;
export type MessageKey = keyof Catalogue;
export { catalogue as messageCatalogue, recordNames };

/** The `{name}` placeholders of a template, as a union of names. */
export type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

type KeysWithParams = {
  [K in MessageKey]: [Placeholders<Catalogue[K]['en']>] extends [never] ? never : K;
}[MessageKey];
/** Keys of sentences without placeholders: one may pass the key itself as the message. */
export type PlainMessageKey = Exclude<MessageKey, KeysWithParams>;

export type MessageParam = string | number | Message | readonly MessageParam[];
export type MessageParams<K extends MessageKey> = {
  [P in Placeholders<Catalogue[K]['en']>]: MessageParam;
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

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(catalogue, value);

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

/** The message a token stands for; null when the text is no token (plain text is shown as is). */
export function parseMessageToken(text: string): Message | null {
  const bar = text.indexOf('|');
  const key = bar === -1 ? text : text.slice(0, bar);
  if (!isMessageKey(key)) return null;
  if (bar === -1) return { key };
  try {
    const params: unknown = JSON.parse(text.slice(bar + 1));
    return isParamRecord(params) ? { key, params } : null;
  } catch {
    return null;
  }
}

const listSeparator: Record<MessageLanguage, string> = { en: ', ', ar: '، ' };

function renderParam(value: MessageParam, language: MessageLanguage): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    return (value as readonly MessageParam[])
      .map((v) => renderParam(v, language))
      .join(listSeparator[language]);
  }
  return renderMessage(value as Message, language);
}

/**
 * A message in a language: a `Message`, a plain key, or text that may be a token. Text that
 * is no token (a name, a third party's sentence) comes back unchanged.
 */
export function renderMessage(ref: Message | string, language: MessageLanguage): string {
  const message = typeof ref === 'string' ? parseMessageToken(ref) : ref;
  if (!message) return ref as string;
  const template: string = catalogue[message.key][language];
  const params = message.params ?? {};
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? renderParam(params[name] as MessageParam, language) : whole,
  );
}

/** The language a request asks for (`Accept-Language`, or the app's choice): Arabic or English. */
export function messageLanguageOf(value: string | readonly string[] | undefined): MessageLanguage {
  const first = Array.isArray(value)
    ? (value as readonly string[])[0]
    : (value as string | undefined);
  return first?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}
