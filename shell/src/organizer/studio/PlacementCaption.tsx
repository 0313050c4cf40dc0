import { entrySummary } from './schema-form-rules';
import { isPlaced } from './placement';

/** How to use the map, and where the chosen entry is now. */
export function PlacementCaption({ hint, current }: { hint: string; current: unknown }) {
  return (
    <p className="oc-muted">
      {hint}
      {isPlaced(current) && (
        <strong>
          {' '}
          {entrySummary(current)}：{current.lat}, {current.lng}
          {current.radiusKm === undefined ? '，默认半径' : `，半径 ${current.radiusKm} 公里`}
        </strong>
      )}
    </p>
  );
}
