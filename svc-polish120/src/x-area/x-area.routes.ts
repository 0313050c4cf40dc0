import { Router } from 'express';
import type { XAreaResponse } from '@citygames/contracts/polish120/x-area.schema';
import { STATION_KEYS } from '@citygames/contracts/polish120/x-area.rules';
import { guessLimitStatus } from '@citygames/task-engine/limited-guess';
import type { EventPack } from '../content/pack-schema.js';
import { richText } from '../content/rich-text.js';
import type { Polish120Context } from '../context.js';
import { currentGuessKey } from '../domain/x-area-guess-keys.js';
import { gbkHex } from '../domain/gbk-hex.js';
import { startedPlayerContext } from '../teams/player-context.js';
import type { TeamState } from '../teams/team-state.repository.js';

/**
 * The content of every stage the team has reached, and nothing beyond: a stage's text,
 * the special character and the station names appear only once earned.
 */
export function xAreaView(pack: EventPack, state: TeamState): Omit<XAreaResponse, 'guessLimit'> {
  const { xArea } = pack;
  const max = state.xStage;
  const special = xArea.stage0.specialCharacter;
  return {
    maxStage: max,
    flags: { ...state.flags },
    stage0: { introHtml: richText(xArea.stage0.introHtml) },
    stage1:
      max >= 1
        ? {
            revealHtml: richText(xArea.stage1.revealHtml),
            questionHtml: richText(xArea.stage1.questionHtml),
            converterPrefill: special,
            converterPrefillHex: gbkHex(special),
          }
        : null,
    stage2:
      max >= 2
        ? {
            revealHtml: richText(xArea.stage2.revealHtml),
            hintHtml: richText(xArea.stage2.hintHtml),
            stations: STATION_KEYS.map((key) => ({
              key,
              label: xArea.stage2.stations[key].label,
              solved: state.flags[key],
              answer: state.flags[key] ? xArea.stage2.stations[key].answers[0]! : null,
            })),
          }
        : null,
    stage3: max >= 3 ? { revealHtml: richText(xArea.stage3.revealHtml) } : null,
    stage4: max >= 4 ? { reasoningHtml: richText(xArea.stage4.reasoningHtml), placeholder: xArea.stage4.placeholder } : null,
  };
}

/** GET /x-area: what the team has earned of the X area, and the limit of its current guess. */
export function createXAreaRoutes({ now }: Polish120Context): Router {
  const router = Router();
  router.get('/x-area', async (req, res) => {
    const { pack, state, team } = await startedPlayerContext(req);
    const key = currentGuessKey(state.xStage);
    // The limit of the guess the team is at, so a reloaded page shows a running ban's countdown.
    const guessLimit = key ? await guessLimitStatus({ teamId: team.id, key, banPolicy: pack.event.banPolicy, now: now() }) : null;
    const body: XAreaResponse = { ...xAreaView(pack, state), guessLimit };
    res.json(body);
  });
  return router;
}
