/** Absolute paths of this game (the remote is mounted under /pilotsh/* by the shell and standalone). */
export const BASE_PATH = '/pilotsh';
export const LOGIN_PATH = '/pilotsh/login';
export const HOME_PATH = '/pilotsh/tasks';
