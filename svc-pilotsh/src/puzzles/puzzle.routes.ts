import express, { type Router } from 'express';
import { PuzzleParams, type PuzzleListResponse, type PuzzleResponse } from '@citygames/contracts/pilotsh/puzzle.schema';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import { forbidden, notFound } from '@citygames/service-kit/http/errors';
import { parseInput } from '@citygames/service-kit/http/validation';
import { visitsOf } from '../areas/area-visit.repository.js';
import { requireEventContent } from '../content/event-content.js';
import { requireTeam } from '../teams/team-context.js';
import { TEXTS } from '../texts.js';
import { presentPuzzle } from './puzzle-view.js';

/** The puzzle pages: listed and served only for areas the team has visited (admins see every one). */
export function createPuzzleRoutes(): Router {
  const router = express.Router();

  router.get('/tasks/get_pz_all', async (req, res) => {
    const context = await requireTeam(req);
    const content = await requireEventContent();
    const visited = new Set((await visitsOf(context.team)).map((visit) => visit.areaSeq));
    const puzzles = content.pack.puzzles
      .filter((puzzle) => visited.has(puzzle.areaSeq))
      .sort((a, b) => a.areaSeq - b.areaSeq)
      .map((puzzle) => ({ areaSeq: puzzle.areaSeq, puzzleUrl: puzzle.puzzleUrl, title: puzzle.title }));
    res.json({ puzzles } satisfies PuzzleListResponse);
  });

  router.get('/pz/:puzzleUrl', async (req, res) => {
    const { puzzleUrl } = parseInput(PuzzleParams, req.params);
    const content = await requireEventContent();
    const puzzle = content.puzzle(puzzleUrl);
    if (!puzzle) throw notFound(TEXTS.puzzleNotFound, 'PUZZLE_NOT_FOUND');
    if (currentUser(req).role !== 'admin') {
      const context = await requireTeam(req);
      if (!(await visitsOf(context.team)).some((visit) => visit.areaSeq === puzzle.areaSeq)) throw forbidden(TEXTS.puzzleLocked, 'PUZZLE_LOCKED');
    }
    res.json({ puzzle: presentPuzzle(puzzle) } satisfies PuzzleResponse);
  });

  return router;
}
