import express, { type Router } from 'express';
import { TeamActionInput, type PropUseResponse, type TeamMoveResponse, type TeamStatusResponse } from '@citygames/contracts/pilotsh/team.schema';
import { parseInput } from '@citygames/service-kit/http/validation';
import { presentArea } from '../areas/area-view.js';
import { moveTeamByCode } from '../areas/move-team.js';
import { requireEventContent } from '../content/event-content.js';
import type { PackArea } from '../content/pack-schema.js';
import type { PilotshContext } from '../context.js';
import { presentProp } from '../props/prop-view.js';
import { teamPropsLookup, type JoinedProps } from '../props/prop.repository.js';
import { useProp, type PropUse } from '../props/use-prop.js';
import { TEXTS } from '../texts.js';
import { requireLeader, requireTeam, requireTeamJoining } from './team-context.js';

/** The team's status (props, area, role) and the leader's two actions: move the team, use a prop. */
export function createTeamRoutes(ctx: PilotshContext): Router {
  const router = express.Router();

  router.get('/team/status', async (req, res) => {
    // The props come with the membership and the team, in one round trip.
    const { context, joined } = await requireTeamJoining<JoinedProps>(req, [teamPropsLookup('teamId')]);
    res.json({
      status: {
        props: joined.teamProps.map(presentProp),
        currentAreaSeq: context.team.currentAreaSeq,
        teamName: context.team.name,
        role: context.role,
        isLeader: context.role === 'leader',
      },
    } satisfies TeamStatusResponse);
  });

  router.post('/team/status', async (req, res) => {
    const body = parseInput(TeamActionInput, req.body);
    const context = await requireTeam(req);
    if (body.type === 'move_to') {
      requireLeader(context, '带领队伍前往新区域');
      const content = await requireEventContent();
      const moved = { of: (area: PackArea) => ({ message: TEXTS.moved(area.name), area: presentArea(area) }) satisfies TeamMoveResponse };
      res.json(moved.of(await moveTeamByCode(context, content, body.args.pos, ctx.now(), moved)));
      return;
    }
    requireLeader(context, '使用道具');
    const used = {
      of: (use: PropUse) =>
        ({ message: use.message, prop: presentProp(use.prop), granted: use.granted ? presentProp(use.granted) : null }) satisfies PropUseResponse,
    };
    res.json(used.of(await useProp(context, body.args.id, ctx.now(), ctx.roll, used)));
  });

  return router;
}
