import { Router } from 'express';
import type { PuzzleCardsResponse, PuzzlePageResponse } from '@citygames/contracts/polish120/puzzles.schema';
import { PuzzlePageParams } from '@citygames/contracts/polish120/puzzles.schema';
import { forbidden, notFound } from '@citygames/service-kit/http/errors';
import { parseInput } from '@citygames/service-kit/http/validation';
import { listSolvedTaskIds } from '@citygames/task-engine/progress';
import { beenTo } from '../areas/area-visits.js';
import { readContentLocks } from '../areas/content-locks.js';
import type { PuzzleContent } from '../content/pack-schema.js';
import { richText } from '../content/rich-text.js';
import type { Polish120Context } from '../context.js';
import { isCardUnlocked, isSolutionVisible } from '../domain/puzzle-unlock.js';
import { startedPlayerContext } from '../teams/player-context.js';
import { texts } from '../texts.js';

/** The interactive part of a page (grid, cells, images): puzzle material, no answer in it. */
function contentForBrowser(content: PuzzleContent): PuzzleContent {
  return structuredClone(content);
}

/** Puzzle cards PZA–PZD (only unlocked ones are served) and the standalone puzzle pages. */
export function createPuzzleRoutes({ now }: Polish120Context): Router {
  const router = Router();

  router.get('/puzzles', async (req, res) => {
    const { pack, state } = await startedPlayerContext(req);
    const visited = new Set(await beenTo(pack, state));
    const puzzles = pack.puzzleCards
      .filter((card) => isCardUnlocked(card, visited))
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((card) => ({
        code: card.code,
        title: card.title,
        contentHtml: richText(card.contentHtml),
        images: card.images.map((image) => ({ ...image })),
      }));
    const body: PuzzleCardsResponse = { puzzles };
    res.json(body);
  });

  router.get('/puzzle-pages/:path', async (req, res) => {
    const { path } = parseInput(PuzzlePageParams, req.params);
    const { pack, team, state } = await startedPlayerContext(req);
    const puzzle = pack.standalonePuzzles.find((candidate) => candidate.path === path);
    if (!puzzle) throw notFound(texts.puzzlePageNotFound, 'PUZZLE_PAGE_NOT_FOUND');
    if ((await readContentLocks(pack, state)).lockedPages.has(puzzle.path)) {
      throw forbidden(texts.puzzlePageLocked, 'PUZZLE_PAGE_LOCKED');
    }
    const solved = (await listSolvedTaskIds(team.id)).has(puzzle.taskId);
    const showSolution = isSolutionVisible(solved, new Date(pack.event.endsAt), now());
    const task = pack.tasks.find((candidate) => candidate.id === puzzle.taskId);
    const body: PuzzlePageResponse = {
      path: puzzle.path,
      number: puzzle.number,
      title: puzzle.title,
      introHtml: richText(puzzle.introHtml),
      answerFormat: puzzle.answerFormat,
      taskId: puzzle.taskId,
      taskName: task?.name ?? puzzle.title,
      solved,
      eventEnded: now().getTime() >= new Date(pack.event.endsAt).getTime(),
      solutionHtml: showSolution ? richText(puzzle.solutionHtml) : null,
      content: contentForBrowser(puzzle.content),
    };
    res.json(body);
  });

  return router;
}
