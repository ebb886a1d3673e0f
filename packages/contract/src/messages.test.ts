import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  messageLanguages,
  msg,
  recordMessage,
  recordNames,
  tokenMessage,
  type MessageKey,
} from './messages';
import { messageCatalogue, renderMessage } from './message-catalogue';
import { requiredText } from './text';

const placeholders = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].map((p) => p[1]).sort();
const keys = Object.keys(messageCatalogue.en) as MessageKey[];

describe('the message catalogue', () => {
  it.each(keys)('words %s in every language with the same parameters', (key) => {
    for (const language of messageLanguages) {
      const sentence = messageCatalogue[language][key];
      expect(sentence, `${key} in ${language}`).toMatch(/\S/);
      expect(placeholders(sentence), `${key} in ${language}`).toEqual(
        placeholders(messageCatalogue.en[key]),
      );
    }
  });

  it('words no key in Arabic that English lacks', () => {
    expect(Object.keys(messageCatalogue.ar).sort()).toEqual([...keys].sort());
  });

  it('writes Arabic sentences in Arabic', () => {
    for (const key of keys) expect(messageCatalogue.ar[key], key).toMatch(/[\u0600-\u06FF]/);
  });

  it('has the not-found and trash sentences of every record', () => {
    for (const label of Object.keys(recordNames) as (keyof typeof recordNames)[]) {
      expect(renderMessage(recordMessage(label, 'notFound'), 'ar')).toMatch(/[\u0600-\u06FF]/);
      expect(renderMessage(recordMessage(label, 'notInTrash'), 'en')).toBe(
        `${label} is not in the trash`,
      );
    }
  });
});

describe('messages', () => {
  it('fill their parameters in the reader’s language, nested messages included', () => {
    const message = msg('records.car.cannotMove', {
      from: msg('status.sold'),
      to: msg('status.pending'),
      allowed: [msg('status.archived'), msg('status.published')],
    });
    expect(renderMessage(message, 'en')).toBe(
      'A car cannot go from sold to pending; allowed from sold: archived, published',
    );
    expect(renderMessage(message, 'ar')).toBe(
      'لا يمكن نقل السيارة من الحالة «مُباع» إلى «قيد المراجعة»؛ المسموح به من «مُباع»: مؤرشف، منشور',
    );
  });

  it('travel as text tokens and come back whole', () => {
    const token = z.string().max(3).safeParse('abcd').error?.issues[0]?.message ?? '';
    expect(tokenMessage(token, messageCatalogue.en)).toEqual({
      key: 'validation.maxLength',
      params: { max: 3 },
    });
    expect(renderMessage(token, 'ar')).toBe('يجب ألا يزيد عدد الأحرف على 3');
  });

  it('leave text that is no token as it is', () => {
    expect(renderMessage('Toyota Corolla', 'ar')).toBe('Toyota Corolla');
    expect(renderMessage('validation.nothing', 'en')).toBe('validation.nothing');
  });

  it('word the contract’s own checks', () => {
    const missing = requiredText(10).safeParse(undefined).error?.issues[0]?.message ?? '';
    expect(renderMessage(missing, 'en')).toBe('Required');
    expect(renderMessage(missing, 'ar')).toBe('هذا الحقل مطلوب');
    const wrongType = z.object({ n: z.number() }).safeParse({ n: 'x' }).error?.issues[0]?.message;
    expect(renderMessage(wrongType ?? '', 'en')).toBe('Must be a number');
  });
});
