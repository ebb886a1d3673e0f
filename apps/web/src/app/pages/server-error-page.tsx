import { ErrorPage } from './status-page';

/** Route module (lazy): `/500`, where a timed-out request sends the user. */
export function Component() {
  return <ErrorPage code="500" />;
}
