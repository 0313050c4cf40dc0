import { beijingTime, toExcelCsv } from '@citygames/service-kit/pure/results-csv';
import { readActionLogNames } from './action-log-names.js';
import { areaActionRows } from './area-action-rows.js';
import { awakeningRows } from './awakening-rows.js';
import { correctionRows } from './correction-rows.js';
import { teamTradeRows } from './team-trade-rows.js';

const HEADER = ['时间', '队伍', '玩家', '行动', '内容', '结果'] as const;

/**
 * fanhua's evening export, its answers.csv: every team action that changed the standings or was judged, oldest first
 * (China time; Excel-safe: BOM, CRLF, formula guard). Area trades and refused area attempts, visits, trades between
 * teams (both sides), awakenings, and the organisers' and game administrators' corrections. The position log behind
 * the attempts and visits is kept 30 days.
 */
export async function fanhuaTeamActionsCsv(): Promise<string> {
  const names = await readActionLogNames();
  const parts = await Promise.all([areaActionRows(names), teamTradeRows(names), awakeningRows(names), correctionRows()]);
  const rows = parts.flat().sort((a, b) => a.at.getTime() - b.at.getTime());
  return toExcelCsv(
    HEADER,
    rows.map((row) => [beijingTime(row.at.toISOString()), row.team, row.player, row.action, row.what, row.result]),
  );
}
