import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import {
  changeLanguage,
  currentLanguage,
  findText,
  loadFirstStrings,
  messagesTranslations,
  messageText,
  text,
  type TranslationBundle,
} from './strings';

const greetings: TranslationBundle = {
  namespace: 'greetings',
  en: { hello: 'Hello, {{name}}.', form: { submit: 'Send' } },
  ar: { hello: 'مرحبًا يا {{name}}.', form: { submit: 'إرسال' } },
};

await loadFirstStrings([greetings, messagesTranslations], 'en');

describe('the first pages’ strings, read without i18next', () => {
  it('words a key of a loaded area in the app’s language, its places filled in', () => {
    expect(text('greetings', 'hello', { name: 'Huda' })).toBe('Hello, Huda.');
    expect(text('greetings', 'form.submit')).toBe('Send');
  });

  it('gives back the key of a string it does not have, as i18next does', () => {
    expect(text('greetings', 'form.cancel')).toBe('form.cancel');
    expect(findText('greetings', 'form.cancel')).toBeUndefined();
    expect(findText('elsewhere', 'hello')).toBeUndefined();
  });

  it('words the contract’s tokens and leaves the server’s own words as they are', () => {
    expect(messageText('validation.required')).toBe('Required');
    expect(messageText('User already exists!')).toBe('User already exists!');
  });

  it('changes the language once the other language’s strings are in', async () => {
    const changing = changeLanguage('ar');
    expect(currentLanguage()).toBe('en');
    await changing;
    expect(currentLanguage()).toBe('ar');
    expect(text('greetings', 'form.submit')).toBe('إرسال');
    expect(messageText('validation.required')).toBe('هذا الحقل مطلوب');
    expect(messageText('validation.required', 'en')).toBe('Required');
    await changeLanguage('en');
  });

  it('changes the language through i18next once it runs, and follows it', async () => {
    await initI18n([greetings, messagesTranslations], currentLanguage());
    await changeLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(currentLanguage()).toBe('ar');
    await i18n.changeLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(text('greetings', 'form.submit')).toBe('Send');
  });
});
