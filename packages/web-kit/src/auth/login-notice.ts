/**
 * Why the phone is on the login page when it did not choose to be: the organiser signed it out or suspended the player
 * (the services' 401 SIGNED_OUT / PLAYER_SUSPENDED). The API client keeps the server's Chinese message here before it
 * goes to the login page, which shows it once. sessionStorage: the shell and every remote bundle their own copy of this
 * module, and the message must not outlive the tab.
 */
const NOTICE_KEY = 'citygames-login-notice';

/** The error codes whose message the login page repeats. */
export const LOGIN_NOTICE_CODES: readonly string[] = ['SIGNED_OUT', 'PLAYER_SUSPENDED', 'TEAM_SUSPENDED'];

export function keepLoginNotice(text: string): void {
  try {
    sessionStorage.setItem(NOTICE_KEY, text);
  } catch {
    // storage refused (private mode): the login page shows no reason, as before
  }
}

export function readLoginNotice(): string | null {
  try {
    return sessionStorage.getItem(NOTICE_KEY);
  } catch {
    return null;
  }
}

export function clearLoginNotice(): void {
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // nothing kept
  }
}
