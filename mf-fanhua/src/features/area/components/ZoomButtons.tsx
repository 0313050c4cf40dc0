import { TEXTS } from '../../../texts';

/** The map's + and − buttons, top left as Leaflet had them. */
export function ZoomButtons({
  onZoomIn,
  onZoomOut,
  canZoomIn,
  canZoomOut,
}: {
  onZoomIn: () => void;
  onZoomOut: () => void;
  canZoomIn: boolean;
  canZoomOut: boolean;
}) {
  // pressing a button must not start a pan of the map underneath
  const keepFromMap = (event: { stopPropagation: () => void }) => event.stopPropagation();
  return (
    <div className="fh-map__zoom" onPointerDown={keepFromMap} onDoubleClick={keepFromMap}>
      <button type="button" aria-label={TEXTS.area.zoomIn} title={TEXTS.area.zoomIn} disabled={!canZoomIn} onClick={onZoomIn}>
        +
      </button>
      <button type="button" aria-label={TEXTS.area.zoomOut} title={TEXTS.area.zoomOut} disabled={!canZoomOut} onClick={onZoomOut}>
        −
      </button>
    </div>
  );
}
