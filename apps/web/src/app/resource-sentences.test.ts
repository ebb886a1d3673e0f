import { describe, expect, it } from 'vitest';
import { registeredResources } from './resources';
import { stringsOf, type Strings } from '../lib/i18n';
import { resourceSentenceKeys } from '../components/resource/use-resource-nouns';

const arabic = /[\u0600-\u06FF]/;

describe('every registered resource', () => {
  it.each(registeredResources.map((r) => [r.namespace, r] as const))(
    '%s words its own whole sentences in English and Arabic',
    async (_namespace, resource) => {
      for (const language of ['en', 'ar'] as const) {
        const { sentences } = (await stringsOf(resource.strings, language)) as {
          sentences?: Strings;
        };
        for (const key of resourceSentenceKeys) {
          const sentence = sentences?.[key];
          expect(typeof sentence, `${resource.namespace} ${language} sentences.${key}`).toBe(
            'string',
          );
          if (language === 'ar') expect(sentence).toMatch(arabic);
        }
      }
    },
  );

  it('keeps the title’s placeholder in the sentences that show it', async () => {
    for (const resource of registeredResources) {
      for (const language of ['en', 'ar'] as const) {
        const { sentences } = (await stringsOf(resource.strings, language)) as {
          sentences: Record<string, string>;
        };
        for (const key of ['edit', 'created', 'updated'] as const) {
          expect(sentences[key], `${resource.namespace} ${language} ${key}`).toContain('{{title}}');
        }
      }
    }
  });
});
