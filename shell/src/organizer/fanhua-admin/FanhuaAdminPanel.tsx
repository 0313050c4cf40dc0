import { useEffect, useState } from 'react';
import type { AdminTeam } from '@citygames/contracts/fanhua/admin.schema';
import { fanhuaAdminApi } from '../api/fanhua-admin-api';
import { FanhuaAreaRewards } from './FanhuaAreaRewards';
import { FanhuaAssetForm } from './FanhuaAssetForm';
import { FanhuaRadioDesk } from './FanhuaRadioDesk';
import { FanhuaRiskCheck } from './FanhuaRiskCheck';
import './fanhua-admin.css';

/**
 * 「繁华废土管理」: the fanhua game admin's tools (assets, areas and rewards, risk, radio broadcasts) with the
 * organiser's own sign-in; the service runs the game admin's own handlers for them and audits every change.
 */
export function FanhuaAdminPanel() {
  const [teams, setTeams] = useState<AdminTeam[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fanhuaAdminApi.teams().then(
      (answer) => setTeams(answer.teams),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, []);
  return (
    <div className="oc-stack oc-fh-admin">
      {error && (
        <p className="oc-error" role="alert">
          读取繁华废土的队伍失败：{error}
        </p>
      )}
      <div className="oc-cards">
        <FanhuaAssetForm teams={teams} />
        <FanhuaRadioDesk teams={teams} />
      </div>
      <FanhuaAreaRewards />
      <FanhuaRiskCheck />
    </div>
  );
}
