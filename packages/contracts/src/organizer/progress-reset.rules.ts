// No imports: the console loads this module at run time, and a rules module stays a leaf so every bundler takes it as it is.

/** What the organiser types to confirm clearing every team's progress in one game (POST /organizer/progress/reset). */
export const PROGRESS_RESET_CONFIRMATION = '清空全部进度';
