import type { BanPolicy, BanStatusResult as BanStatus, SubmitAnswerResult as AnswerResult } from '@citygames/contracts/answer-responses';
import { api, SHORT_TIMEOUT_MS } from './client';

export type { AnswerResult, BanPolicy, BanStatus };

/** Every call of pilotsh (spec §7 and the server's additions), typed. Paths are relative to /api/pilotsh. */

export interface Area {
  id: number;
  seq: number;
  name: string;
  description: string;
  pos: string;
  code: string;
}

export interface AreaSummary {
  seq: number;
  name: string;
  pos: string;
  code: string;
}

export interface TaskProgressEntry {
  taskId: string;
  name: string;
  description: string | null;
  areaSeq: number;
  completed: boolean;
  attemptCount: number;
  /** UTC ISO string. */
  completedAt: string | null;
  completedBy: string | null;
}

export interface ProgressResponse {
  team: { name: string; description: string };
  currentAreaSeq: number;
  banPolicy: BanPolicy;
  taskProgress: TaskProgressEntry[];
}

export interface PuzzleCard {
  areaSeq: number;
  puzzleUrl: string;
  title: string;
}

export interface Prop {
  id: string;
  type: string;
  kind: string;
  desc: string;
  steps: number | null;
  used: boolean;
  usedAt: string | null;
  usedBy: string | null;
}

export interface TeamStatus {
  props: Prop[];
  currentAreaSeq: number;
  teamName: string;
  role: 'leader' | 'member';
  isLeader: boolean;
}

interface PuzzleBase {
  areaSeq: number;
  puzzleUrl: string;
  title: string;
}
export type Puzzle =
  | (PuzzleBase & { kind: 'city'; question: string; clues: string[]; answerFormat: string | null })
  | (PuzzleBase & { kind: 'dice'; intro: string; imageUrl: string; imageAlt: string; instruction: string })
  | (PuzzleBase & { kind: 'sudoku'; intro: string; givens: number[][]; redCells: { row: number; col: number }[]; answerFormat: string | null });

export interface StepCard {
  steps: number;
  label: string;
}

export type GodGiveType = 'add_prop' | 'init';

export const fetchCurrentArea = () => api.get<Area>('/area/current');
export const fetchVisitedAreas = () => api.get<{ areas: { seq: number; name: string; visitedAt: string }[]; currentAreaSeq: number }>('/area/visited');
export const fetchProgress = () => api.get<ProgressResponse>('/tasks/progress', { timeoutMs: SHORT_TIMEOUT_MS });
export const submitAnswer = (taskId: string, answer: string) =>
  api.post<AnswerResult>('/tasks/complete', { taskId, answer }, { timeoutMs: SHORT_TIMEOUT_MS, unauthorizedRedirectDelayMs: 2000 });
export const fetchBanStatus = (taskId: string) => api.get<BanStatus>('/tasks/ban', { query: { taskId } });
export const fetchPuzzleCards = () => api.get<{ puzzles: PuzzleCard[] }>('/tasks/get_pz_all');
export const fetchPuzzle = (puzzleUrl: string) => api.get<{ puzzle: Puzzle }>(`/pz/${encodeURIComponent(puzzleUrl)}`);
export const findAreaByCode = (code: string) =>
  api.get<{ message: string; area: AreaSummary }>(`/area/by-code/${encodeURIComponent(code)}`);
export const fetchTeamStatus = () => api.get<{ status: TeamStatus }>('/team/status');
export const moveTo = (code: string) => api.post<{ message: string; area: Area }>('/team/status', { type: 'move_to', args: { pos: code } });
export const consumeProp = (id: string) =>
  api.post<{ message: string; prop: Prop; granted: Prop | null }>('/team/status', { type: 'use_prop', args: { id } });
export const fetchIsAdmin = () => api.get<{ is_admin: boolean }>('/players/is_admin');
export const godGive = (leaderName: string, type: GodGiveType, args: Record<string, unknown>) =>
  api.post<{ message: string }>('/team/god_give', { leaderName, type, args });
export const drawStepCards = (count: 1 | 2) => api.post<{ cards: StepCard[] }>('/admin/step-draw', { count });

export const queryKeys = {
  currentArea: ['pilotsh', 'area', 'current'] as const,
  visitedAreas: ['pilotsh', 'area', 'visited'] as const,
  progress: ['pilotsh', 'tasks', 'progress'] as const,
  puzzles: ['pilotsh', 'puzzles'] as const,
  puzzle: (url: string) => ['pilotsh', 'puzzle', url] as const,
  teamStatus: ['pilotsh', 'team', 'status'] as const,
  isAdmin: ['pilotsh', 'is-admin'] as const,
};
