/** Absolute paths of this game (the remote is mounted under /fanhua/* by the shell and standalone). */
export const BASE_PATH = '/fanhua';
export const LOGIN_PATH = '/fanhua/auth';
export const HOME_PATH = '/fanhua/teaminfo';
