import { Router } from 'express';
import { currentUser } from '@citygames/service-kit/auth/auth-middleware';
import { HttpError } from '@citygames/service-kit/http/errors';
import { parseInput } from '@citygames/service-kit/http/validation';
import type { FanhuaContext } from '../context.js';
import { findEventSettings, requireEventSettings } from '../content/event-settings.js';
import { isOpen } from '../domain/opening-time.js';
import { DEFAULT_ACCURACY_M, judgeLocation, nearestDistanceMeters } from '../domain/location-verdict.js';
import { distanceMeters } from '../domain/geo.js';
import { findTeamOf, requireTeamOf } from '../teams/team-access.js';
import { awakenTalents, hasAwakened, hasTraded, performSpecialAction, shuffleTalents, type TradedReward } from '../area-trades/area-actions.js';
import { logPosition, requireActionableArea, requireArea, requireInArea } from './area-guards.js';
import { ExploreInput, GpsTestInput, SpecialActionInput, TalentAllocateInput } from '@citygames/contracts/fanhua/areas.schema';
import { AreaModel, type AreaRecord } from './area.model.js';
import { areaMapEntry, areaStates } from './area-views.js';
import { AreaContentCache } from './area-content-cache.js';
import { sendPrepared, sendUncached } from './send-prepared.js';
import { membersWhoEarnedElsewhere } from '../earnings/record-member-earnings.js';
import { AWAKENING_EARNING } from '../domain/player-earnings.js';
import { texts } from '../texts.js';
import type { TalentValues } from '@citygames/contracts/fanhua/talents.rules';

const SUCCESS_MESSAGES = { add: texts.area.talentDone, exchange: texts.area.talentDone, bless: texts.area.talentDone } as const;

/** /area/*: the map's areas and rewards, talent awakening and the special-area actions. */
export function createAreaRoutes(ctx: FanhuaContext): Router {
  const router = Router();

  const areaCache = new AreaContentCache();

  /** Same for every caller: served from the version-keyed cache, with an ETag the 60-s poll revalidates. */
  router.get('/area/getAll', async (req, res) => {
    const now = ctx.now();
    const settings = await findEventSettings();
    const getAllBody = (areas: AreaRecord[]) => ({ success: true, areas: areas.map((area) => ({ id: area._id, states: areaStates(area, now) })) });
    if (!settings) {
      res.json(getAllBody(await AreaModel.find().sort({ _id: 1 }).lean<AreaRecord[]>()));
      return;
    }
    const snapshot = await areaCache.areas(settings.contentVersion);
    const stage = AreaContentCache.revealStage(snapshot, now);
    sendPrepared(
      req,
      res,
      AreaContentCache.body(snapshot, `getAll.${stage}`, () => getAllBody(snapshot.areas)),
    );
  });

  router.get('/area/map', async (req, res) => {
    const now = ctx.now();
    const settings = await requireEventSettings();
    const snapshot = await areaCache.areas(settings.contentVersion);
    const open = isOpen(now, settings.opensAt);
    const mapBody = () => ({
      success: true,
      event: {
        name: settings.name,
        timezone: settings.timezone,
        opensAt: settings.opensAt?.toISOString() ?? null,
        isOpen: open,
        // Once open, a revalidated copy keeps the time it was built: clients rely on isOpen then, the clock only before.
        serverTime: now.toISOString(),
        mapCenter: settings.mapCenter,
        coordinateSystem: 'WGS-84',
      },
      gpsTestAreas: settings.gpsTestAreas.map((area) => ({ name: area.name, lat: area.lat, lng: area.lng, radiusKm: area.radiusKm })),
      areas: snapshot.areas.map((area) => areaMapEntry(area, now)),
    });
    if (!open) {
      // Before the opening the countdown needs the server's clock in every answer.
      sendUncached(res, mapBody());
      return;
    }
    const stage = AreaContentCache.revealStage(snapshot, now);
    sendPrepared(req, res, AreaContentCache.body(snapshot, `map.${stage}.${settings.opensAt?.getTime() ?? 'always'}`, mapBody));
  });

  /**
   * Whether the player's team has awakened its talents, and if not, which members already took part in
   * another team's awakening: the asset page offers the awakening until it has, unless someone blocks it.
   */
  router.get('/area/awakening', async (req, res) => {
    const { team } = await requireTeamOf(currentUser(req).id);
    const awakened = await hasAwakened(team._id);
    const blockedBy = awakened ? [] : await membersWhoEarnedElsewhere(team._id, AWAKENING_EARNING);
    res.json({ success: true, team_id: String(team._id), awakened, blocked_by: blockedBy });
  });

  router.post('/area/allocate', async (req, res) => {
    const user = currentUser(req);
    const body = parseInput(TalentAllocateInput, req.body ?? {});
    const now = ctx.now();
    const { team } = await requireTeamOf(user.id);
    if (body.allocations.some((allocation) => allocation.teamId !== String(team._id))) {
      throw new HttpError(403, 'NOT_YOUR_TEAM', texts.area.notYourTeamTalents);
    }
    if (body.area_id === undefined) {
      const allocated = { of: (talents: TalentValues) => ({ success: true, message: texts.area.talentsAllocated, talents }) };
      res.json(allocated.of(await awakenTalents(team._id, user.id, body.allocations, now, allocated)));
      return;
    }
    const area = await requireActionableArea(body.area_id, now, 'talent');
    if (area.special?.type !== 'shuffle') throw new HttpError(400, 'NOT_SHUFFLE_AREA', texts.area.notShuffleArea);
    await requireInArea({
      playerId: user.id,
      teamId: String(team._id),
      area,
      position: { ...body, lat: body.lat!, lng: body.lng! },
      purpose: 'special-area',
      now,
    });
    const shuffled = { of: (traded_reward: TradedReward) => ({ success: true, message: texts.area.talentsReallocated, traded_reward }) };
    res.json(shuffled.of(await shuffleTalents(team._id, user.id, area, body.allocations, now, shuffled)));
  });

  router.post('/area/special-action', async (req, res) => {
    const user = currentUser(req);
    const body = parseInput(SpecialActionInput, req.body ?? {});
    const now = ctx.now();
    const { team } = await requireTeamOf(user.id);
    const area = await requireActionableArea(body.area_id, now, 'talent');
    const effect = area.special;
    if (!effect) throw new HttpError(400, 'NOT_SPECIAL_AREA', texts.area.notSpecialArea);
    if (effect.type === 'shuffle') throw new HttpError(400, 'USE_ALLOCATE', texts.area.useAllocateDialog);
    await requireInArea({ playerId: user.id, teamId: String(team._id), area, position: body, purpose: 'special-area', now });
    const performed = { of: (traded_reward: TradedReward) => ({ success: true, message: SUCCESS_MESSAGES[effect.type], effect: effect.type, traded_reward }) };
    res.json(performed.of(await performSpecialAction(team._id, user.id, area, effect, ctx.random, now, performed)));
  });

  /** The explore step before an action: where the player stands relative to the area, and whether the team already traded there. */
  router.post('/area/explore', async (req, res) => {
    const user = currentUser(req);
    const body = parseInput(ExploreInput, req.body ?? {});
    const now = ctx.now();
    const found = await findTeamOf(user.id);
    const area = await requireArea(body.area_id);
    const verdict = judgeLocation(body, area, now);
    await logPosition({ playerId: user.id, teamId: found ? String(found.team._id) : null, position: body, purpose: 'explore', now }, area._id, verdict.ok);
    res.json({
      success: true,
      in_range: verdict.ok,
      reason: verdict.ok ? null : verdict.reason,
      distance_m: Math.round(verdict.distanceM),
      radius_m: Math.round(area.radiusKm * 1000),
      accuracy_m: Math.round(verdict.accuracyM),
      has_traded: found ? await hasTraded(found.team._id, area._id) : false,
    });
  });

  /** GPS test page: the server logs the fix and checks it against the pack's test areas. */
  router.post('/area/gpstest', async (req, res) => {
    const user = currentUser(req);
    const body = parseInput(GpsTestInput, req.body ?? {});
    const now = ctx.now();
    const settings = await requireEventSettings();
    const found = await findTeamOf(user.id);
    await logPosition({ playerId: user.id, teamId: found ? String(found.team._id) : null, position: body, purpose: 'gpstest', now }, null, null);
    res.json({
      success: true,
      accuracy_m: body.accuracy ?? DEFAULT_ACCURACY_M,
      checks: settings.gpsTestAreas.map((area) => ({
        name: area.name,
        radius_km: area.radiusKm,
        distance_m: Math.round(distanceMeters(body, area)),
        in_range: nearestDistanceMeters(body, area) <= area.radiusKm * 1000,
      })),
    });
  });

  return router;
}
