import { Router } from 'express';
import type { RevealedStartContent, StartAnswerResponse, StartContentResponse } from '@citygames/contracts/polish120/start.schema';
import { StartAnswerInput } from '@citygames/contracts/polish120/start.schema';
import { parseInput } from '@citygames/service-kit/http/validation';
import type { EventPack } from '../content/pack-schema.js';
import { richText } from '../content/rich-text.js';
import type { Polish120Context } from '../context.js';
import { playerContext } from '../teams/player-context.js';
import { readTeamState } from '../teams/team-state.repository.js';
import { texts } from '../texts.js';
import { answerStartQuestion } from './start-question.js';

/** What the start tab shows after the first question is answered (never before). */
function revealedStartContent(pack: EventPack): RevealedStartContent {
  return {
    answerTextHtml: richText(pack.start.answerTextHtml),
    calibrationHtml: richText(pack.start.calibrationHtml),
    referenceImage: { ...pack.start.referenceImage },
    secondQuestionHtml: richText(pack.start.secondQuestionHtml),
  };
}

/** GET /start and POST /start/answer: the first question, and what a correct answer reveals. */
export function createStartRoutes({ now }: Polish120Context): Router {
  const router = Router();

  router.get('/start', async (req, res) => {
    const { pack, team } = await playerContext(req);
    const state = await readTeamState(team.id);
    const answered = state.startAnswered || state.started;
    const body: StartContentResponse = {
      questionHtml: richText(pack.start.questionHtml),
      answerFormat: pack.start.answerFormat ? { ...pack.start.answerFormat } : null,
      answered,
      started: state.started,
      ...(answered ? revealedStartContent(pack) : { answerTextHtml: null, calibrationHtml: null, referenceImage: null, secondQuestionHtml: null }),
    };
    res.json(body);
  });

  router.post('/start/answer', async (req, res) => {
    const { answer } = parseInput(StartAnswerInput, req.body);
    const { pack, team, user } = await playerContext(req);
    const { isCorrect } = await answerStartQuestion(team.id, user.name, answer, pack, now());
    if (!isCorrect) {
      const wrong: StartAnswerResponse = { isCorrect: false, message: texts.startWrong };
      res.json(wrong);
      return;
    }
    const correct: StartAnswerResponse = { isCorrect: true, message: texts.startCorrect, ...revealedStartContent(pack) };
    res.json(correct);
  });

  return router;
}
