/** What the jobs use of general notifications: sending the due ones. */
export { sendDueNotifications } from './notifications.service';
