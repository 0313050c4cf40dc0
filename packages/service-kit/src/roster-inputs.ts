import { z } from 'zod';

/** Request bodies of the organiser's roster routes (pilotsh and polish120 take the same). */
export const rosterPhone = z.string({ error: '请填写手机号' }).trim().regex(/^1[3-9]\d{9}$/, { error: '手机号格式不正确，请输入 11 位中国大陆手机号' });
export const createTeamInput = z.object({
  name: z.string({ error: '请填写队名' }).trim().min(1, { error: '请填写队名' }).max(40, { error: '队名不能超过 40 个字' }),
  leaderPhone: rosterPhone,
});
export const phoneInput = z.object({ phone: rosterPhone });
export const phoneParams = z.object({ phone: rosterPhone });
export const rosterCsvInput = z.object({ csv: z.string({ error: '请上传名单文件' }).min(1, { error: '名单文件是空的' }).max(500_000, { error: '名单文件太大' }) });
