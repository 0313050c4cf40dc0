import { scratchOdds } from './scratch-words';

/** What one scratch card shows, and how often, from the weights below it. */
export function ScratchOddsTable({ value }: { value: unknown }) {
  const cards = typeof value === 'object' && value !== null ? (value as { cardsPerTeam?: unknown }).cardsPerTeam : undefined;
  return (
    <section className="st-walk" data-testid="scratch-odds" aria-label="队伍会遇到的">
      <h3>队伍会遇到的</h3>
      <p>每队可以刮 {typeof cards === 'number' ? cards : 1} 张，每张刮到：</p>
      <table className="st-walk__stations">
        <thead>
          <tr>
            <th>结果</th>
            <th>机会</th>
          </tr>
        </thead>
        <tbody>
          {scratchOdds(value).map((row, index) => (
            <tr key={index}>
              <td>{row.label}</td>
              <td>{row.percent}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
