import { ADMINISTRATION_TEXTS } from '../administration-texts';
import type { PlayerRisk } from '@citygames/contracts/fanhua/risk.schema';
import { riskLevel } from '../risk-table';

const T = ADMINISTRATION_TEXTS.risk;

/** One page of players with their risk, coloured by level; a row opens the player's reasons. */
export function RiskTable({ rows, onOpen }: { rows: PlayerRisk[]; onOpen: (player: PlayerRisk) => void }) {
  return (
    <table className="fh-admin-table fh-admin-table--risk" data-testid="risk-table">
      <thead>
        <tr>
          <th scope="col">{T.columns.id}</th>
          <th scope="col">{T.columns.name}</th>
          <th scope="col">{T.columns.phone}</th>
          <th scope="col">{T.columns.risk}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((player) => {
          const level = riskLevel(player);
          return (
            <tr key={player.id} className="fh-admin-row" onClick={() => onOpen(player)} data-testid="risk-row">
              <td className="fh-admin-mono" title={player.id}>
                {player.id.slice(-6)}
              </td>
              <td>{player.name}</td>
              <td className="fh-admin-mono">{player.phone}</td>
              <td>
                <button type="button" className={`fh-risk fh-risk--${level}`} aria-label={`${player.name} ${T.detailTitle}`}>
                  {level === 'unknown' ? T.unknown : player.risk}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
