import type { Request, Router } from 'express';
import { PreviewResetInput, type PreviewResetResponse, type PreviewStatusResponse } from '@citygames/contracts/organizer/preview.schema';
import { conflict, HttpError } from '../../http/errors.js';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import type { StudioOptions } from '../studio/studio-options.js';
import { previewUnavailable } from './preview-instance.js';
import { PREVIEW_TEAM_NAME, previewPlayerOf } from './preview-player.js';
import { draftView, readDraft } from '../studio/studio-store.js';
import { parseInput } from '../../http/validation.js';

function isPack(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The content studio's preview as a player (docs/studio.md「以玩家身份预览」), beside its other
 * `/studio/…` routes: `GET /studio/preview` says what the preview instance was last reset from;
 * `POST /studio/preview` resets it from the draft or the live pack, checked as a publish is (422 with
 * the issues, nothing changed), then imported by the instance into its own database with the caller's
 * preview player as the one team.
 */
export function addPreviewRoutes<Checked>(
  api: Router,
  options: StudioOptions<Checked> & { keyOrder: string[]; audit: (req: Request, action: string, summary: string) => Promise<void> },
): void {
  const { command, preview } = options;
  api.get('/studio/preview', async (_req, res) => {
    const state = await preview?.state();
    const answer: PreviewStatusResponse = state ? { ready: true, ...state } : { ready: false };
    res.json(answer);
  });

  api.post('/studio/preview', async (req, res) => {
    const { from } = parseInput(PreviewResetInput, req.body);
    let pack: unknown;
    let draftVersion: number | null = null;
    if (from === 'draft') {
      const draft = await readDraft(command.game);
      if (!draft) throw conflict('还没有草稿：请先开始一个草稿，再用它预览', 'NO_DRAFT');
      pack = draftView(draft, options.keyOrder).pack;
      draftVersion = draft.version;
    } else {
      pack = await options.livePack();
      if (!pack) throw conflict('这个游戏还没有导入活动内容，请用草稿预览', 'NO_LIVE_PACK');
    }
    if (!isPack(pack)) throw new HttpError(500, 'PACK_UNREADABLE', '活动包无法读取');
    const checked = command.check(pack);
    if (!checked.ok) {
      throw new HttpError(422, 'PACK_INVALID', `${from === 'draft' ? '草稿' : '当前活动'}有 ${checked.issues.length} 处问题，没有重置预览`, {
        issues: checked.issues,
      });
    }
    if (!preview) throw previewUnavailable();
    const player = previewPlayerOf(currentOrganizer(req).id);
    const startedAt = options.now().toISOString();
    await preview.reset({ pack, player, from, draftVersion, startedAt, team: { name: PREVIEW_TEAM_NAME } });
    await options.audit(req, 'studio.preview', `内容编辑：用${from === 'draft' ? `草稿第 ${draftVersion} 版` : '当前活动'}重置预览`);
    const answer: PreviewResetResponse = { ready: true, from, draftVersion, startedAt, team: { name: PREVIEW_TEAM_NAME }, player };
    res.json(answer);
  });
}
