import { SessionsCard } from '../../components/sessions/sessions-card';

/**
 * The account page's sessions: where the signed-in person is signed in, each session with a
 * button that ends it, and "End all other sessions". Its strings (namespace `sessions`) load
 * with the signed-in app's.
 */
export function SessionsSection() {
  return <SessionsCard owner="me" />;
}
