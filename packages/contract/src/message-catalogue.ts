import ar from './catalogue/ar';
import en from './catalogue/en';
import {
  formatMessage,
  type Message,
  type MessageKey,
  type MessageLanguage,
  type Sentences,
} from './message-text';

/**
 * Every sentence in both languages, for the API (it answers in the language each request
 * asks for) and the tests. The web app loads only the language it shows
 * (`@showroom/contract/catalogue/en` or `/ar`). The compiler checks that `ar.json` words every
 * key; a test checks that it names the same parameters.
 */
export const messageCatalogue: Record<MessageLanguage, Sentences> = { en, ar };

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(en, value);

/** A message in a language: a `Message`, a plain key, or text that may be a token. */
export const renderMessage = (ref: Message | string, language: MessageLanguage): string =>
  formatMessage(ref, messageCatalogue[language], language);
