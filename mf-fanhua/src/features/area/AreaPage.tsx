import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useAppConfig } from '@citygames/web-kit/app-config';
import { TEXTS } from '../../texts';
import { AreaLegend } from './components/AreaLegend';
import { AreaStatus } from './components/AreaStatus';
import { CalibrationHint, CalibrationSaveBar } from './components/CalibrationBars';
import { useAreaActions } from './hooks/use-area-actions';
import { useAreaMapData } from './hooks/use-area-map-data';
import { useAreaVisit } from './hooks/use-area-visit';
import { useMapControls } from './hooks/use-map-controls';
import { useOpenedOnce } from '@citygames/web-kit/use-opened-once';
import { usePlayerPosition } from './hooks/use-player-position';
import { useTeamTalents } from './hooks/use-team-talents';
import { browserFailure, failureText } from './location-failure';
import '../../shared/styles/fanhua-screens.css';
import './area.css';

const A = TEXTS.area;

// The map renders after the screen's first paint (its code, a few KB, comes in the screen's own file: one request
// less on a cold start; see mapShown below); the sheet and the dialogs (and the antd-mobile popups they are drawn with) load only when
// first opened, so a cold load of the screen does not fetch them.
const AreaMap = lazy(() => import(/* webpackChunkName: "area" */ './components/AreaMap').then((module) => ({ default: module.AreaMap })));
const AreaSheet = lazy(() => import('./components/AreaSheet').then((module) => ({ default: module.AreaSheet })));
const ErrorBlock = lazy(() => import('antd-mobile/es/components/error-block'));
const LocationFailureDialog = lazy(() => import('./components/LocationFailureDialog').then((module) => ({ default: module.LocationFailureDialog })));
const ShuffleDialog = lazy(() => import('./components/ShuffleDialog').then((module) => ({ default: module.ShuffleDialog })));
const TradeSuccessDialog = lazy(() => import('./components/TradeSuccessDialog').then((module) => ({ default: module.TradeSuccessDialog })));

/** /fanhua/area: the full-screen map of every area, the player's position and the area actions. */
export default function AreaPage() {
  const tileUrl = useAppConfig()?.map?.tileUrl ?? '';
  const { mapData, states, opening, centre, refetchAll } = useAreaMapData();
  const { teamId, talents } = useTeamTalents();
  const position = usePlayerPosition();
  const visit = useAreaVisit(teamId, position);
  const actions = useAreaActions({ teamId, opening, visit });
  const controls = useMapControls({ position, visit, refetchAll, onReset: actions.closeSheet });
  const sheetOpened = useOpenedOnce(actions.selected !== null);
  const successOpened = useOpenedOnce(actions.success !== null);
  const failureOpened = useOpenedOnce(visit.failure !== null);
  const shuffleOpened = useOpenedOnce(actions.shuffleOpen);
  // The screen around the map paints first; the map's SVG (a circle and marker per area) renders in the next,
  // interruptible pass, even when its data and code are already there when the screen first renders.
  const mapShown = useDeferredValue(mapData.isSuccess && centre !== null, false);

  if (mapData.isError || (mapData.isSuccess && !centre)) {
    return (
      <div className="fh-area fh-area--state">
        <Suspense fallback={<p>{A.loadFailed}</p>}>
          <ErrorBlock status="default" title={A.loadFailed} description={mapData.error ? failureText(mapData.error, A.loadFailed) : ''} />
        </Suspense>
      </div>
    );
  }

  const player = position.shown ? { position: position.shown, accuracy: position.fix?.accuracy ?? null, draggable: !position.calibration } : null;
  const { selected } = actions;

  return (
    <div className="fh-area">
      {/* the screen around the map (status, legend, the first-visit hint) shows while the areas are read */}
      {mapShown && mapData.isSuccess && centre ? (
        <Suspense fallback={<div className="fh-map" />}>
          <AreaMap
            centre={centre}
            areas={mapData.data.data.areas}
            tileUrl={tileUrl}
            player={player}
            onSelect={actions.select}
            onPlayerDragged={position.setDragged}
          />
        </Suspense>
      ) : (
        <div className="fh-map fh-map--loading" role="status">
          <DotLoading /> {A.loading}
        </div>
      )}
      {!tileUrl && <p className="fh-area__notice">{A.noTiles}</p>}

      {mapData.isSuccess && (
        <div className="fh-area__controls">
          <Button size="small" onClick={controls.refresh} disabled={controls.refreshing} aria-busy={controls.refreshing}>
            {controls.refreshing ? A.refreshing : A.refresh}
          </Button>
          {!opening.isOpen && (
            <Button size="small" color="warning" onClick={controls.reset}>
              {A.reset}
            </Button>
          )}
        </div>
      )}

      <AreaStatus
        position={position}
        onShowLocationError={() => position.autoError && visit.showFailure(browserFailure(position.autoError))}
        onRemoveCalibration={controls.removeCalibration}
      />
      <AreaLegend />
      {position.dragged && <CalibrationSaveBar onCancel={position.cancelDragged} onSave={controls.saveCalibration} />}

      <Suspense fallback={null}>
        {sheetOpened && (
          <AreaSheet
            area={selected}
            states={selected ? states.data?.get(selected.area_id) : undefined}
            opening={opening}
            busy={actions.busy}
            onTrade={actions.trade}
            onExecute={actions.execute}
            onClose={actions.closeSheet}
          />
        )}
        {successOpened && <TradeSuccessDialog result={actions.success?.result ?? null} title={actions.success?.title} onClose={actions.closeSuccess} />}
        {failureOpened && <LocationFailureDialog failure={visit.failure} onClose={visit.closeFailure} />}
        {shuffleOpened && (
          <ShuffleDialog
            current={talents}
            visible={actions.shuffleOpen}
            busy={actions.busy}
            onConfirm={actions.confirmShuffle}
            onClose={actions.closeShuffle}
          />
        )}
      </Suspense>
      {controls.hintOpen && <CalibrationHint onClose={controls.closeHint} />}
    </div>
  );
}
