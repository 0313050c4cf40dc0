import { xStageWords, xStationsOf } from './x-area-words';
import { XAreaTry } from './XAreaTry';
import { WalkSteps } from './WalkSteps';

/** polish120's X area as a team meets it, stage by stage, above the fields that make it. */
export function XAreaWalkthrough({ value }: { value: unknown }) {
  const stations = xStationsOf(value);
  return (
    <section className="st-walk" data-testid="x-area-walkthrough" aria-label="队伍会遇到的">
      <h3>队伍会遇到的</h3>
      <WalkSteps steps={xStageWords(value)} />
      <table className="st-walk__stations">
        <thead>
          <tr>
            <th>站点</th>
            <th>说明</th>
            <th>接受的站名</th>
          </tr>
        </thead>
        <tbody>
          {stations.map((station, index) => (
            <tr key={index}>
              <td>站点 {index + 1}</td>
              <td>{station.label || '（还没有）'}</td>
              <td>{station.answers.join('、') || '（还没有）'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <XAreaTry value={value} />
    </section>
  );
}
