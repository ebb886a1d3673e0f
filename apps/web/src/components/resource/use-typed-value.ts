import { useEffect, useState } from 'react';

/** How long typing pauses before a box's value goes to the URL. */
export const TYPING_DELAY_MS = 300;

/**
 * A text box kept in a list's URL (the search, the audit log's record id): it follows the URL
 * (Back, Forward, a link) but keeps what is being typed in between, and hands the trimmed
 * value to `commit` once typing pauses and `accepts` it. `commit` should keep its identity.
 */
export function useTypedValue(
  inUrl: string,
  commit: (value: string) => void,
  accepts: (value: string) => boolean = () => true,
) {
  const [text, setText] = useState(inUrl);
  const [seen, setSeen] = useState(inUrl);
  if (seen !== inUrl) {
    setSeen(inUrl);
    setText(inUrl);
  }
  const typed = text.trim();
  const valid = accepts(typed);
  useEffect(() => {
    if (!valid || typed === inUrl) return;
    const timer = setTimeout(() => commit(typed), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, inUrl, valid, commit]);
  return { text, setText, valid };
}
