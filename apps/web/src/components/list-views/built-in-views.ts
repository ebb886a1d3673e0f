import type { SavedView } from '@showroom/contract';

/**
 * The views Showroom comes with, by a stable key: their strings are `builtIn.<key>` in the
 * `views` namespace. The server stores such a view by its list and the English name its
 * migration (0014_saved_views.sql) gave it, owned by nobody, and has no column for a key, so
 * this is the one place that knows those names. A view renamed since shows as it was named.
 */
const builtInViews = {
  carsWaiting: { list: 'cars', name: 'Cars waiting over 48 h' },
  queriesUnanswered: { list: 'queries', name: 'Queries with no reply' },
  subscriptionsEnding: { list: 'subscriptions', name: 'Subscriptions ending this week' },
} as const;

export type BuiltInViewKey = keyof typeof builtInViews;

/** The key of a view Showroom comes with, or null for any other view. */
export function builtInViewKey(view: Pick<SavedView, 'list' | 'name' | 'ownerId'>) {
  if (view.ownerId !== null) return null;
  const found = Object.entries(builtInViews).find(
    ([, known]) => known.list === view.list && known.name === view.name,
  );
  return found ? (found[0] as BuiltInViewKey) : null;
}
