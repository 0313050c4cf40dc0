import { Router } from 'express';
import { z } from 'zod';
import { parseInput } from '@citygames/service-kit/validation';
import type { EventPack } from '../content/pack-schema.js';
import { playerContext } from '../http/player-context.js';
import { richText } from '../http/rich-text.js';
import { readTeamState } from '../teams/team-state.js';
import { texts } from '../texts.js';
import { answerStartQuestion } from './start-quiz.js';

const answerBody = z.object({ answer: z.string({ error: '请填写答案' }).max(100, { error: '答案过长' }) }).strict();

/** What the start tab shows after the first question is answered (never before). */
function revealedStartContent(pack: EventPack) {
  return {
    answerTextHtml: richText(pack.start.answerTextHtml),
    calibrationHtml: richText(pack.start.calibrationHtml),
    referenceImage: { ...pack.start.referenceImage },
    secondQuestionHtml: richText(pack.start.secondQuestionHtml),
  };
}

export function startRoutes(now: () => Date): Router {
  const router = Router();

  router.get('/api/polish120/start', async (req, res) => {
    const { pack, team } = await playerContext(req);
    const state = await readTeamState(team.id);
    const answered = state.startAnswered || state.started;
    res.json({
      questionHtml: richText(pack.start.questionHtml),
      answerFormat: pack.start.answerFormat ? { ...pack.start.answerFormat } : null,
      answered,
      started: state.started,
      ...(answered
        ? revealedStartContent(pack)
        : { answerTextHtml: null, calibrationHtml: null, referenceImage: null, secondQuestionHtml: null }),
    });
  });

  router.post('/api/polish120/start/answer', async (req, res) => {
    const { answer } = parseInput(answerBody, req.body);
    const { pack, team, user } = await playerContext(req);
    const { isCorrect } = await answerStartQuestion(team.id, user.name, answer, pack, now());
    if (!isCorrect) {
      res.json({ isCorrect: false, message: texts.startWrong });
      return;
    }
    res.json({ isCorrect: true, message: texts.startCorrect, ...revealedStartContent(pack) });
  });

  return router;
}
