import { createStore, useStore } from './store';

/**
 * When the signed-in person's role stops letting them sign in without a second factor they
 * have not set up (the sign-in's `secondFactorDue.by`), kept in this browser so that the
 * reminder shows with the first paint of every page, without waiting for a request (a
 * reminder arriving later would push the page down under the reader's eyes). "Later" puts
 * it off for the tab; the next sign-in asks again.
 */
const KEY = 'showroom.secondFactorDue';
const LATER_KEY = 'showroom.secondFactorLater';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** Writes or removes a key; without storage the value lasts as long as the page. */
function write(storage: () => Storage, key: string, value: string | null) {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Nothing kept.
  }
}

const local = () => window.localStorage;
const tab = () => window.sessionStorage;
const due = createStore<string | null>(read(tab, LATER_KEY) === null ? read(local, KEY) : null);

/** Keeps what a sign-in said: the date, or none (a new sign-in replaces the last one's). */
export function rememberSecondFactorDue(by: string | null) {
  write(local, KEY, by);
  write(tab, LATER_KEY, null);
  due.set(by);
}

/** "Later": not again in this tab until the next sign-in. */
export function putOffSecondFactorReminder() {
  write(tab, LATER_KEY, '1');
  due.set(null);
}

/** The date to show in the reminder, or null when there is none to show. */
export const useSecondFactorDue = () => useStore(due);
