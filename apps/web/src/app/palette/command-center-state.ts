import { createStore } from '../../lib/store';

/** What the command center shows: the palette, the shortcuts' sheet, or nothing. */
export type CommandCenterView = 'palette' | 'shortcuts' | 'closed';

/**
 * Which view is open, shared by the top bar's button, the keyboard shortcuts and the views.
 * `null` until one is first opened: neither view is downloaded before.
 */
export const commandCenter = createStore<CommandCenterView | null>(null);

export const openCommandCenter = (view: Exclude<CommandCenterView, 'closed'>) =>
  commandCenter.set(view);
export const closeCommandCenter = () => commandCenter.set('closed');
