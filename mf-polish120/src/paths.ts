/** Absolute paths of this game (the remote is mounted under /polish120/* by the shell and standalone). */
export const BASE_PATH = '/polish120';
export const LOGIN_PATH = '/polish120/login';
export const HOME_PATH = '/polish120/tasks';
