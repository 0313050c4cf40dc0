import type { GpsTestResponse } from '@citygames/contracts/fanhua/areas.schema';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { gpsTest } from './api/gpstest-api';
import { LocationError, MANUAL_TIMEOUT_MS, requestPosition, type BrowserFix, type LocationErrorKind } from '../../shared/location/geolocation';
import { manualLocationThrottle } from '../../shared/location/manual-throttle';
import { localDateTimeWithSeconds } from '../../shared/date-time';
import { TEXTS } from '../../texts';
import { GPSTEST_TEXTS } from './gpstest-texts';
import { showToast } from '@citygames/web-kit/antd/feedback';
import '../../shared/styles/fanhua-screens.css';
import './gpstest.css';

const G = GPSTEST_TEXTS;
const ERROR_TEXTS: Record<LocationErrorKind, string> = {
  permission: G.permissionDenied,
  insecure: G.insecure,
  unavailable: G.unavailable,
  timeout: G.timeout,
  unknown: G.unknown,
  unsupported: G.unsupported,
};

type Check = GpsTestResponse['checks'][number];

/** /fanhua/gpstest: the player's position and whether it lies in the three campus test areas (0.4 km). */
export default function GpsTestPage() {
  const [fix, setFix] = useState<BrowserFix | null>(null);
  const [checks, setChecks] = useState<Check[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function locate() {
    const gate = manualLocationThrottle.tryStart();
    if (!gate.ok) {
      showToast({ content: TEXTS.location.tooFrequent(gate.waitSeconds) });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const found = await requestPosition(MANUAL_TIMEOUT_MS);
      setFix(found);
      try {
        const answer = await gpsTest({ lat: found.lat, lng: found.lng, accuracy: found.accuracy, timestamp: Math.round(found.at), calibration: null });
        setChecks(answer.checks);
      } catch {
        setChecks(null);
        setError(G.serverFailed);
      }
    } catch (caught) {
      setFix(null);
      setChecks(null);
      setError(caught instanceof LocationError ? ERROR_TEXTS[caught.kind] : G.unknown);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="fh-page fh-gpstest">
      <section className="fh-panel">
        <h1 className="fh-panel__title">{G.title}</h1>
        <p className="fh-muted">{G.intro}</p>
        <Button color="primary" block size="large" onClick={locate} loading={busy} loadingText={G.locating}>
          {G.button}
        </Button>
        {error && (
          <p className="fh-form-error fh-gpstest__error" role="alert">
            {error}
          </p>
        )}
      </section>
      {fix && (
        <section className="fh-panel" aria-label={G.result}>
          <dl className="fh-gpstest__fix">
            <dt>{G.latitude}</dt>
            <dd data-testid="gps-lat">{fix.lat.toFixed(6)}</dd>
            <dt>{G.longitude}</dt>
            <dd data-testid="gps-lng">{fix.lng.toFixed(6)}</dd>
            <dt>{G.accuracy}</dt>
            <dd>{fix.accuracy === null ? G.noAccuracy : G.accuracyValue(Math.round(fix.accuracy))}</dd>
            <dt>{G.time}</dt>
            <dd>{localDateTimeWithSeconds(fix.at)}</dd>
          </dl>
        </section>
      )}
      {checks && (
        <section className="fh-panel" aria-label={G.checks}>
          <h2 className="fh-panel__title">{G.checks}</h2>
          <ul className="fh-gpstest__checks">
            {checks.map((check) => (
              <li key={check.name} className={check.in_range ? 'fh-gpstest__check fh-gpstest__check--in' : 'fh-gpstest__check'}>
                <span className="fh-gpstest__area">
                  {check.name}
                  <small>{G.checkDetail(check.radius_km, G.distance(check.distance_m))}</small>
                </span>
                <strong>{check.in_range ? G.inRange : G.outOfRange}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
