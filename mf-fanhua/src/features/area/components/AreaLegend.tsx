import { TEXTS } from '../../../texts';
import { LANDMARK_COLOUR, LEVEL_COLOURS, SPECIAL_COLOUR } from '../area-rules';

const A = TEXTS.area;

/** What the circle colours mean: landmarks, special areas, and the reward levels from grey to deepest green. */
export function AreaLegend() {
  return (
    <div className="fh-area__legend" aria-label={A.legendTitle}>
      <span>
        <i style={{ background: LANDMARK_COLOUR }} />
        {A.legend.landmark}
      </span>
      <span>
        <i style={{ background: SPECIAL_COLOUR }} />
        {A.legend.special}
      </span>
      {LEVEL_COLOURS.map((colour, level) => (
        <span key={colour}>
          <i style={{ background: colour }} />
          {A.legend[`level${level}` as 'level0']}
        </span>
      ))}
    </div>
  );
}
