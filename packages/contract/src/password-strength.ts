import { msg, type Message, type MessageKey } from './message-text';

/**
 * Showroom's password policy (docs/decisions/049-password-strength-zxcvbn-ts.md), the one
 * place the API, which refuses a weak password, and the web app, which shows the strength as
 * the person types, read it, so the two never disagree. It takes zxcvbn-ts from its caller:
 * the API imports it at start, the web app downloads it when a password field is first used.
 * Without zod or zxcvbn itself, it costs a page that imports it almost nothing.
 */

/** zxcvbn's 0..4; a password is accepted from "safely unguessable" on (about 10^8 guesses). */
export const MIN_PASSWORD_SCORE = 3;
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** What the policy needs of a `ZxcvbnFactory` (`@zxcvbn-ts/core`): its `check`. */
export type PasswordChecker = {
  check(
    password: string,
    userInputs?: (string | number)[],
  ): { score: number; feedback: { warning: string | null; suggestions: string[] } };
};

type Dictionary = Record<string, (string | number)[]>;

/** The language packs the checker is built with, as their modules export them. */
export type PasswordDictionaries = {
  common: { dictionary: Dictionary; adjacencyGraphs: Record<string, unknown> };
  en: { dictionary: Dictionary };
  ar: { dictionary: { firstnames: string[]; lastnames: string[] } };
};

/**
 * The `ZxcvbnFactory` options both sides build their checker with: the common password list
 * and keyboard layouts, English words and names, and Arabic names. No Levenshtein matching:
 * it took about half a second a password here, too slow for a meter that scores each key
 * typed and for the API's event loop; the l33t, reversed and dictionary matchers still catch
 * a listed password's variants. Feedback stays zxcvbn's keys (no translations given):
 * `ratePassword` words them from the message catalogue.
 */
export function passwordCheckerOptions(packs: PasswordDictionaries) {
  return {
    dictionary: {
      ...packs.common.dictionary,
      ...packs.en.dictionary,
      'firstnames-ar': packs.ar.dictionary.firstnames,
      'lastnames-ar': packs.ar.dictionary.lastnames,
    },
    // zxcvbn-ts checks the graphs' shape itself when it builds its options.
    graphs: packs.common.adjacencyGraphs as Record<string, Record<string, (string | null)[]>>,
  };
}

/** Who the password is for: what is known of them must not make it up. */
export type PasswordOwner = {
  name?: string | null | undefined;
  username?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
};

/** Words nobody should find in a password of this product, whoever it is for. */
const productWords = ['showroom', 'admin', 'dashboard'];

/**
 * The owner's words as zxcvbn's user inputs: each value whole and in its parts (an email's
 * name and domain, a name's words), lower-cased, so `Sara.Haddad2026` counts as her name.
 */
export function passwordUserInputs(owner: PasswordOwner): string[] {
  const words = new Set(productWords);
  for (const value of [owner.name, owner.username, owner.email, owner.phone]) {
    const text = value?.trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    // An email's name on its own: `layla.haddad` of `layla.haddad@example.com`.
    const at = text.indexOf('@');
    if (at > 0) words.add(text.slice(0, at));
    for (const part of text.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

export type PasswordStrength = {
  score: PasswordScore;
  /** Meets the policy. */
  strong: boolean;
  /** What makes it guessable, when zxcvbn says. */
  warning: Message | null;
  suggestions: Message[];
};

const warningKeys = new Set<string>([
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
  'pwned',
]);
const suggestionKeys = new Set<string>([
  'l33t',
  'reverseWords',
  'allUppercase',
  'capitalization',
  'dates',
  'recentYears',
  'associatedYears',
  'sequences',
  'repeated',
  'longerKeyboardPattern',
  'anotherWord',
  'useWords',
  'noNeed',
  'pwned',
]);

/** zxcvbn's feedback keys as catalogue messages; a key this version does not know is left out. */
const feedbackMessage = (kind: 'warning' | 'suggestion', key: string): Message | null =>
  (kind === 'warning' ? warningKeys : suggestionKeys).has(key)
    ? { key: `password.${kind}.${key}` as MessageKey }
    : null;

/** The keys the catalogue words, for its test. */
export const passwordFeedbackKeys = { warnings: warningKeys, suggestions: suggestionKeys };

/**
 * `password` with every one of the owner's words taken out (longest first, case aside): what
 * is left of it that nobody could guess from who it is for.
 */
function withoutOwnerWords(password: string, userInputs: string[]) {
  let rest = password.toLowerCase();
  for (const word of [...userInputs].sort((a, b) => b.length - a.length))
    rest = rest.replaceAll(word, ' ');
  return rest;
}

const scoreOf = (result: { score: number }) =>
  Math.min(4, Math.max(0, Math.round(result.score))) as PasswordScore;

/**
 * How strong `password` is for `owner`, with zxcvbn's reason and suggestions as messages.
 * zxcvbn counts each word it matches as at least 50 guesses, so four of the person's own
 * words (`mona haddad manager showroom`) score "very strong"; a password that holds any of
 * them is therefore also scored without them, and is only as strong as what is left.
 */
export function ratePassword(
  checker: PasswordChecker,
  password: string,
  owner: PasswordOwner,
): PasswordStrength {
  const userInputs = passwordUserInputs(owner);
  const result = checker.check(password, userInputs);
  let score = scoreOf(result);
  let { warning } = result.feedback;
  const { suggestions } = result.feedback;
  const rest = withoutOwnerWords(password, userInputs);
  if (rest !== password.toLowerCase()) {
    const restScore = scoreOf(checker.check(rest.trim(), userInputs));
    if (restScore < score) {
      score = restScore;
      warning = 'userInputs';
    }
  }
  return {
    score,
    strong: score >= MIN_PASSWORD_SCORE,
    warning: warning ? feedbackMessage('warning', warning) : null,
    suggestions: suggestions
      .map((key) => feedbackMessage('suggestion', key))
      .filter((message): message is Message => message !== null),
  };
}

/**
 * Why a weak password is refused, as the `password` field's errors: the reason (zxcvbn's, or
 * that it is too easy to guess), then one suggestion, as the API answers and the form shows.
 */
export function weakPasswordMessages(strength: PasswordStrength): Message[] {
  const [suggestion = msg('password.suggestion.anotherWord')] = strength.suggestions;
  return [strength.warning ?? msg('password.weak'), suggestion];
}
