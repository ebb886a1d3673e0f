// What the sessions module offers other modules: ending sessions (signing out) and the mail
// about a sign-in from a new browser.
export { endSessions, mailIfNewBrowser } from './sessions.service';
