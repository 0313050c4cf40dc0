import { z } from 'zod';
import { MAX_REPORTED_CALIBRATION_M } from './position.rules.js';

const calibrationComponent = z.number({ error: '校准数据格式不正确' }).min(-MAX_REPORTED_CALIBRATION_M).max(MAX_REPORTED_CALIBRATION_M);

/**
 * The position a location-checked call carries: the browser's raw fix (WGS-84 degrees, accuracy in
 * metres, the fix's timestamp) and, separately, the device's map calibration. Only the raw fix is
 * judged; the calibration is logged for the risk check.
 */
export const PositionInput = z.object({
  lat: z.number({ error: '缺少定位信息，请重新定位' }).min(-90).max(90),
  lng: z.number({ error: '缺少定位信息，请重新定位' }).min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).nullish(),
  timestamp: z.number({ error: '定位时间格式不正确' }).int({ error: '定位时间格式不正确' }).min(0).max(8_640_000_000_000_000).nullish(),
  calibration: z.object({ north_m: calibrationComponent, east_m: calibrationComponent }, { error: '校准数据格式不正确' }).nullish(),
});
export type PositionInput = z.infer<typeof PositionInput>;
