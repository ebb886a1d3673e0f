import { sendDueNotifications } from '../modules/notifications';
import type { Job } from './runner';

/** Sends general notifications whose time has come, a batch per tick. */
export const sendNotificationsJob: Job = {
  name: 'send-notifications',
  everyMs: 30_000,
  run: (tx, now) => sendDueNotifications(tx, now),
};
