import { z } from 'zod';

/** Area ids arrive as numbers, numeric strings or the spec's 'area_{id}' form. */
export const areaIdSchema = z
  .union([z.number(), z.string().trim()])
  .transform((value, ctx) => {
    const text = String(value).replace(/^area_/, '');
    if (!/^\d{1,4}$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: '区域编号格式不正确' });
      return z.NEVER;
    }
    return Number(text);
  });

/** The position a location-checked call carries: WGS-84 degrees and the browser's accuracy in metres. */
export const positionSchema = z.object({
  lat: z.number({ error: '缺少定位信息，请重新定位' }).min(-90).max(90),
  lng: z.number({ error: '缺少定位信息，请重新定位' }).min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).nullish(),
});

export type PositionInput = z.infer<typeof positionSchema>;
