import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { m, messageToken, msg } from '@showroom/contract/messages';
import {
  ratePassword,
  type PasswordChecker,
  type PasswordOwner,
  type PasswordScore,
  type PasswordStrength,
} from '@showroom/contract/password-strength';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { loadPasswordChecker } from '../../lib/password-strength';
import { messageText, useLanguage } from '../../lib/strings';

/**
 * How strong `password` is for `owner`, by the policy the API applies. Nothing until the
 * field is focused (`activate`) or holds something: only then are zxcvbn and its
 * dictionaries downloaded.
 */
export function usePasswordStrength(password: string, owner: PasswordOwner) {
  const [wanted, setWanted] = useState(false);
  const [checker, setChecker] = useState<PasswordChecker | null>(null);
  const needed = wanted || password !== '';
  useEffect(() => {
    if (!needed || checker) return;
    let current = true;
    loadPasswordChecker().then(
      (loaded) => {
        if (current) setChecker(loaded);
      },
      // The meter stays away; the server still scores the password on save.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, checker]);
  const typed = useDeferredValue(password);
  const { name, username, email, phone } = owner;
  const strength = useMemo(
    () =>
      checker && typed !== ''
        ? ratePassword(checker, typed, { name, username, email, phone })
        : null,
    [checker, typed, name, username, email, phone],
  );
  const activate = useCallback(() => setWanted(true), []);
  return { strength, activate };
}

const colorOf: Record<PasswordScore, 'error' | 'warning' | 'success'> = {
  0: 'error',
  1: 'error',
  2: 'warning',
  3: 'success',
  4: 'success',
};

/**
 * A bar from very weak to very strong, its level in words, and zxcvbn's reason and
 * suggestions, worded from the contract's catalogue in the app's language: the same words
 * the API refuses a weak password with.
 */
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength | null }) {
  const language = useLanguage();
  const labelId = useId();
  if (!strength) return null;
  const level = msg(`password.strength.${strength.score}`);
  const label = messageText(m('password.strengthLabel', { level }), language);
  const advice = [strength.warning, ...(strength.strong ? [] : strength.suggestions)]
    .filter((message) => message !== null)
    .map((message) => messageText(messageToken(message), language));
  return (
    <Box sx={{ mt: 0.5, mb: 1 }} data-score={strength.score}>
      <LinearProgress
        variant="determinate"
        value={(strength.score + 1) * 20}
        color={colorOf[strength.score]}
        aria-labelledby={labelId}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography
        id={labelId}
        variant="caption"
        component="p"
        // Read out politely as it changes; no `status` role, which a form's outcome has.
        aria-live="polite"
        sx={{ mt: 0.5, fontWeight: 600 }}
      >
        {label}
      </Typography>
      {advice.map((sentence) => (
        <Typography key={sentence} variant="caption" component="p" color="text.secondary">
          {sentence}
        </Typography>
      ))}
    </Box>
  );
}
