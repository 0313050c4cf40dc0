import {
  areaBurst,
  calibrationUse,
  constantAccuracy,
  fixTimeOff,
  tradedAwayFromTeammates,
  impossibleSpeed,
  repeatedCoordinates,
  vagueAccuracy,
  type RiskFinding,
  type RiskFix,
  type TeammateFixes,
} from './risk-signals.js';

export const RISK_LEVELS = { high: 50, medium: 20 } as const;
export const NO_FINDINGS_REASON = '未发现异常';
export const NO_FIXES_REASON = '没有定位记录';

export interface PlayerRiskInput {
  fixes: readonly RiskFix[];
  teammates: readonly TeammateFixes[];
}

export interface PlayerRisk {
  /** 0 to 100: the sum of the findings' points, capped. */
  risk: number;
  reason: string;
  findings: RiskFinding[];
}

/** Scores one player from every signal. A flag for an organiser to look at, never a ban. */
export function scorePlayerRisk(input: PlayerRiskInput): PlayerRisk {
  if (input.fixes.length === 0) return { risk: 0, reason: NO_FIXES_REASON, findings: [] };
  const findings = [
    impossibleSpeed(input.fixes),
    repeatedCoordinates(input.fixes),
    constantAccuracy(input.fixes),
    tradedAwayFromTeammates(input.fixes, input.teammates),
    areaBurst(input.fixes),
    calibrationUse(input.fixes),
    vagueAccuracy(input.fixes),
    fixTimeOff(input.fixes),
  ].filter((finding): finding is RiskFinding => finding !== null);
  findings.sort((a, b) => b.points - a.points);
  const risk = Math.min(
    100,
    findings.reduce((sum, finding) => sum + finding.points, 0),
  );
  const reason = findings.length === 0 ? NO_FINDINGS_REASON : findings.map((finding) => finding.reason).join('；');
  return { risk, reason, findings };
}

export type RiskLevel = 'high' | 'medium' | 'low';

export function riskLevel(risk: number): RiskLevel {
  if (risk > RISK_LEVELS.high) return 'high';
  if (risk > RISK_LEVELS.medium) return 'medium';
  return 'low';
}
