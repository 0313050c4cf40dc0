import type { RequestOptions } from '@citygames/web-kit/api-client';
import type { BanPolicy, BanStatusResult as BanStatus, SubmitAnswerResult as AnswerResult } from '@citygames/contracts/answer-responses';
import type { StartAnswerFormat } from '@citygames/contracts/polish120-start-format';
import type { Polish120TeamStatus } from '@citygames/contracts/polish120-team-status';
import { api, SHORT_TIMEOUT_MS } from './client';

export type { BanPolicy, BanStatus };

/** The one typed API module of polish120: a function per endpoint of svc-polish120 (and is_admin of svc-auth). */

export type TeamStatus = Polish120TeamStatus;

export interface ReferenceImage {
  src: string;
  alt: string;
  caption?: string;
}

export interface StartContent {
  questionHtml: string;
  /** The pack's format rule for the answer, if any (the accepted answers never reach the browser). */
  answerFormat: StartAnswerFormat | null;
  answered: boolean;
  started: boolean;
  answerTextHtml: string | null;
  calibrationHtml: string | null;
  referenceImage: ReferenceImage | null;
  secondQuestionHtml: string | null;
}

export type StartAnswerResult =
  | { isCorrect: false; message: string }
  | ({ isCorrect: true; message: string } & Pick<StartContent, 'answerTextHtml' | 'calibrationHtml' | 'referenceImage' | 'secondQuestionHtml'>);

/** The answer of a task submission: task-engine's result plus the hint a correct answer unlocks. */
export interface SubmitResult extends AnswerResult {
  hint: string | null;
}

export interface TaskProgressEntry {
  taskId: string;
  name: string;
  completed: boolean;
  attemptCount: number;
  completedAt: string | null;
  completedBy: string | null;
  hint: string | null;
  answer: string | null;
}

export interface TaskProgress {
  team: { name: string; description: string };
  taskProgress: TaskProgressEntry[];
}

/** One task's page: its progress line plus the description and the ban policy. */
export interface TaskDetail extends TaskProgressEntry {
  descriptionHtml: string;
  banPolicy: BanPolicy;
}

export interface TaskAttempts {
  taskId: string;
  name: string;
  attempts: { answer: string; isCorrect: boolean; playerName: string; submittedAt: string }[];
}

export type StationKey = 'x1' | 'x2' | 'x3' | 'x4';

/** The ban state of the X-area stage a team is guessing at (task-engine's limited guesses). */
export interface GuessLimit {
  isBanned: boolean;
  remainingTime: number;
  banUntilDate: string | null;
  wrongAttempts: number;
  remainingAttempts: number;
  banPolicy: BanPolicy;
}

export interface XAreaView {
  maxStage: number;
  /** The current stage's limit; null once stage 4 is reached. */
  guessLimit: GuessLimit | null;
  flags: Record<StationKey, boolean>;
  stage0: { introHtml: string };
  stage1: { revealHtml: string; questionHtml: string; converterPrefill: string; converterPrefillHex: string | null } | null;
  stage2: { revealHtml: string; hintHtml: string; stations: { key: StationKey; label: string; solved: boolean; answer: string | null }[] } | null;
  stage3: { revealHtml: string } | null;
  stage4: { reasoningHtml: string; placeholder: string } | null;
}

export interface StageChangeResult extends Partial<GuessLimit> {
  message: string;
  isCorrect: boolean;
  advanced: boolean;
  nearMiss: boolean;
  status: TeamStatus;
}

export interface PuzzleImage {
  src: string;
  alt: string;
  caption?: string;
}

export interface PuzzleCard {
  code: 'PZA' | 'PZB' | 'PZC' | 'PZD';
  title: string;
  contentHtml: string;
  images: PuzzleImage[];
}

export type CycleVariant = { kind: 'text'; text: string; color?: string } | { kind: 'image'; src: string; alt: string };

export type PuzzleContent =
  | { kind: 'sudoku'; givens: string[]; colours: string[]; palette: Record<string, string> }
  | { kind: 'cycle-grid'; rows: number; columns: number; cells: { variants: CycleVariant[] }[] }
  | { kind: 'image'; images: PuzzleImage[]; canvas: boolean }
  | { kind: 'text' };

export interface PuzzlePage {
  path: string;
  number: number;
  title: string;
  introHtml: string;
  answerFormat: string;
  taskId: string;
  taskName: string;
  solved: boolean;
  eventEnded: boolean;
  solutionHtml: string | null;
  content: PuzzleContent;
}

export interface VisitedArea {
  id: number;
  name: string;
  visitedAt: string;
  via: string;
}

/** Submit calls: the spec's 5 s time-out, and a 401 goes to the login page after 2 s. */
const SUBMIT_OPTIONS: RequestOptions = { timeoutMs: SHORT_TIMEOUT_MS, unauthorizedRedirectDelayMs: 2000 };

export const polish120Api = {
  teamStatus: () => api.get<{ status: TeamStatus }>('/team/status').then((body) => body.status),
  isAdmin: () => api.get<{ is_admin: boolean }>('/players/is_admin').then((body) => body.is_admin === true),

  startContent: () => api.get<StartContent>('/start'),
  answerStart: (answer: string) => api.post<StartAnswerResult>('/start/answer', { answer }, { timeoutMs: SHORT_TIMEOUT_MS }),
  confirmStart: () => api.post<{ message: string; status: TeamStatus }>('/team/status', { type: 'start', args: { confirm_start: true } }),

  completeTask: (taskId: string, answer: string) => api.post<SubmitResult>('/tasks/complete', { taskId, answer }, SUBMIT_OPTIONS),
  banStatus: (taskId: string) => api.get<BanStatus>('/tasks/ban', { query: { taskId }, timeoutMs: SHORT_TIMEOUT_MS }),
  taskProgress: () => api.get<TaskProgress>('/tasks/progress', { timeoutMs: SHORT_TIMEOUT_MS }),
  task: (taskId: string) => api.get<TaskDetail>(`/tasks/${encodeURIComponent(taskId)}`),
  taskAttempts: (taskId: string) => api.get<TaskAttempts>(`/tasks/${encodeURIComponent(taskId)}/attempts`),

  xArea: () => api.get<XAreaView>('/x-area'),
  setXStage: (stage: number, key: string) =>
    api.post<StageChangeResult>('/team/status', { type: 'set_x_stage', args: { x_stage: stage, x_stage_key: key } }),
  answerStation: (station: StationKey, answer: string) =>
    api.post<StageChangeResult>('/team/status', { type: 'add', args: { [station]: true, answer } }),

  visitedAreas: () => api.get<{ areas: VisitedArea[] }>('/area/visited').then((body) => body.areas),
  puzzleCards: () => api.get<{ puzzles: PuzzleCard[] }>('/puzzles').then((body) => body.puzzles),
  puzzlePage: (path: string) => api.get<PuzzlePage>(`/puzzle-pages/${encodeURIComponent(path)}`),

  drawScratch: () => api.post<{ value: string; drawnAt: string }>('/scratch/draw', {}).then((body) => body.value),
};

export const queryKeys = {
  teamStatus: ['polish120', 'team-status'] as const,
  isAdmin: ['polish120', 'is-admin'] as const,
  start: ['polish120', 'start'] as const,
  progress: ['polish120', 'progress'] as const,
  task: (taskId: string) => ['polish120', 'task', taskId] as const,
  taskAttempts: (taskId: string) => ['polish120', 'task-attempts', taskId] as const,
  xArea: ['polish120', 'x-area'] as const,
  puzzleCards: ['polish120', 'puzzle-cards'] as const,
  puzzlePage: (path: string) => ['polish120', 'puzzle-page', path] as const,
};
