import { ErrorPage } from './status-page';

/** Route module (lazy): `/session/404` and every unknown path. */
export function Component() {
  return <ErrorPage code="404" />;
}
