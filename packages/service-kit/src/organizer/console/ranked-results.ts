import type { RankedResultRow, RankedResultsResponse } from '@citygames/contracts/organizer/results.schema';
import { beijingTime, toExcelCsv } from '../../pure/results-csv.js';

/** One team's standing before it is ranked. */
export type UnrankedResult = Omit<RankedResultRow, 'rank'>;

function scoredAtMs(row: UnrankedResult): number {
  return row.lastScoredAt ? new Date(row.lastScoredAt).getTime() : Number.POSITIVE_INFINITY;
}

/**
 * The ranking of every game: the higher score first; on equal scores the team that reached its
 * score first (earlier `lastScoredAt`; none last). Equal score and equal time share a rank and the
 * next rank is skipped (1, 1, 3); within a shared rank teams are listed by name.
 */
export function rankResults(rows: readonly UnrankedResult[]): RankedResultRow[] {
  const sorted = [...rows].sort((a, b) => b.score - a.score || scoredAtMs(a) - scoredAtMs(b) || a.team.localeCompare(b.team, 'zh-Hans-CN'));
  let rank = 0;
  return sorted.map((row, index) => {
    const previous = sorted[index - 1];
    if (!previous || previous.score !== row.score || scoredAtMs(previous) !== scoredAtMs(row)) rank = index + 1;
    return { rank, ...row };
  });
}

/** The CSV of the ranked results: the same columns in every game, Excel-safe (results-csv.ts). */
export function rankedResultsCsv(results: RankedResultsResponse): string {
  return toExcelCsv(
    ['名次', '队伍', '队长', '队员', '人数', `得分（${results.scoreName}）`, '最后得分时间', '开始时间', '进度'],
    results.rows.map((row) => [
      row.rank,
      row.team,
      row.leader,
      row.members.join('、'),
      row.members.length + (row.leader ? 1 : 0),
      row.score,
      beijingTime(row.lastScoredAt),
      beijingTime(row.startedAt),
      row.progress,
    ]),
  );
}
