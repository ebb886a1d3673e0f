import {
  MIN_PASSWORD_SCORE,
  passwordFeedbackKeys,
  passwordUserInputs,
  type MessageKey,
} from '@showroom/contract';
import { messageCatalogue } from '@showroom/contract/catalogue';
import { Options } from '@zxcvbn-ts/core';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from '../src/lib/password-strength';
import { PASSWORD } from './helpers';

describe('the password policy', () => {
  it('words every warning and suggestion the installed zxcvbn-ts gives, in both languages', () => {
    const { warnings, suggestions } = new Options().translations;
    expect([...passwordFeedbackKeys.warnings].sort()).toEqual(Object.keys(warnings).sort());
    expect([...passwordFeedbackKeys.suggestions].sort()).toEqual(Object.keys(suggestions).sort());
    const keys = [
      ...Object.keys(warnings).map((key) => `password.warning.${key}`),
      ...Object.keys(suggestions).map((key) => `password.suggestion.${key}`),
    ] as MessageKey[];
    for (const language of ['en', 'ar'] as const) {
      for (const key of keys) expect(messageCatalogue[language][key]).toMatch(/\S/);
    }
  });

  it('accepts from score 3, and the password the tests sign in with meets it', async () => {
    expect(MIN_PASSWORD_SCORE).toBe(3);
    const strength = await passwordStrength(PASSWORD, { email: 'someone@showroom.test' });
    expect(strength.score).toBeGreaterThanOrEqual(3);
    expect(strength.strong).toBe(true);
  });

  it('refuses common passwords, keyboard walks and repeats, saying why', async () => {
    const reasons = await Promise.all(
      ['password123', 'qwertyuiop', 'aaaaaaaaaaaa', '12345678'].map((password) =>
        passwordStrength(password, {}),
      ),
    );
    for (const strength of reasons) {
      expect(strength.strong).toBe(false);
      expect(strength.warning?.key).toMatch(/^password\.warning\./);
    }
  });

  it('counts the person’s own name, username and email, whole and in parts', async () => {
    expect(
      passwordUserInputs({
        name: 'Layla Haddad',
        username: 'layla.h',
        email: 'Layla.Haddad@Example.com',
        phone: null,
      }),
    ).toEqual(
      expect.arrayContaining([
        'layla haddad',
        'layla',
        'haddad',
        'layla.h',
        'layla.haddad@example.com',
        'layla.haddad',
        'example',
        'showroom',
      ]),
    );
    const owner = { name: 'Layla Haddad', email: 'layla.haddad@example.com' };
    const strength = await passwordStrength('layla.haddad', owner);
    expect(strength.strong).toBe(false);
    expect(strength.warning?.key).toBe('password.warning.userInputs');
  });

  it('refuses a password made of the person’s words, and scores the rest of one that holds some', async () => {
    const owner = { name: 'Mona Haddad', username: 'mona', email: 'manager@showroom.local' };
    for (const password of ['mona haddad manager showroom', 'Haddad.Manager.Mona.2026']) {
      const strength = await passwordStrength(password, owner);
      expect(strength.strong, password).toBe(false);
      expect(strength.warning?.key).toBe('password.warning.userInputs');
    }
    // Her name beside four words nobody could guess from her is as strong as those words.
    const strong = await passwordStrength('mona amber walrus juggles teacups', owner);
    expect(strong.strong).toBe(true);
  });
});
