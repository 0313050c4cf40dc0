import type { Router } from 'express';
import { StudioPrintQuery, type StudioPrintContent, type StudioPrintKit } from '@citygames/contracts/organizer/studio-print.schema';
import type { PackImportCommand } from '../content/content-pack.js';
import { conflict, HttpError, notFound } from '../../http/errors.js';
import { draftView, readDraft } from './studio-store.js';
import { parseInput } from '../../http/validation.js';

export interface StudioPrintOptions<Checked> {
  command: PackImportCommand<Checked>;
  /** The content now in use, as a pack the import accepts; null when none is loaded. */
  livePack: () => Promise<Record<string, unknown> | null>;
  /** The game's printables of a checked pack: signs for the street and the staff's answer sheet. */
  print: (pack: Checked) => StudioPrintContent;
}

/**
 * GET /studio/print?from=draft|live (organisers only, under the studio's router): what staff print for
 * the draft or the live event. It holds every accepted answer, so it is never served to a player. The
 * pack must pass the import's check first (422 PACK_INVALID listing the problems).
 */
export function addStudioPrintRoute<Checked>(api: Router, options: StudioPrintOptions<Checked>): void {
  api.get('/studio/print', async (req, res) => {
    const { from } = parseInput(StudioPrintQuery, req.query);
    let pack: Record<string, unknown> | null;
    let source: string;
    if (from === 'draft') {
      const draft = await readDraft(options.command.game);
      if (!draft) throw notFound('还没有草稿：请先从演示活动包、当前活动或空白开始', 'NO_DRAFT');
      pack = draftView(draft, []).pack;
      source = `草稿（第 ${draft.version} 版）`;
    } else {
      pack = await options.livePack();
      if (!pack) throw conflict('这个游戏还没有导入活动内容', 'NO_LIVE_PACK');
      source = '当前活动';
    }
    const checked = options.command.check(pack);
    if (!checked.ok) {
      throw new HttpError(422, 'PACK_INVALID', `${source}有 ${checked.issues.length} 处问题，改好并检查通过后才能打印`, { issues: checked.issues });
    }
    const answer: StudioPrintKit = { ...options.print(checked.pack), source };
    res.set('Cache-Control', 'no-store');
    res.json(answer);
  });
}
