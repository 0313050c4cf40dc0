import { describe, expect, it } from 'vitest';
import { TEXTS } from '../../texts';
import { GPSTEST_TEXTS } from './gpstest-texts';

describe('a location refused by the browser over plain HTTP', () => {
  it('has the same HTTPS message on the GPS test page as on the area map', () => {
    expect(GPSTEST_TEXTS.insecure).toBe('需要 HTTPS 才能定位');
    expect(GPSTEST_TEXTS.insecure).toBe(TEXTS.location.insecure);
  });
});
