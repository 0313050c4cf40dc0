import { describe, expect, it } from 'vitest';
import { ApiError } from '@citygames/web-kit/api-client';
import { teamErrorText, validateNewTeam } from './team-errors';

const http = (body: unknown, status = 409) =>
  new ApiError({
    kind: 'http',
    status,
    body,
    message: typeof body === 'object' && body && 'message' in body ? String(body.message) : `请求出错，状态码 ${status}`,
    hasServerMessage: typeof body === 'object' && body !== null && 'message' in body,
  });

describe('team error texts', () => {
  it('maps -101, -105 and -106 to their texts', () => {
    expect(teamErrorText('create', http({ errorCode: -101, message: 'x' }))).toBe('你已经加入了队伍，无法创建新队伍 (-101)');
    expect(teamErrorText('exit', http({ errorCode: -106, message: 'x' }))).toBe('队长退出时必须指定新队长 (-106)');
    expect(teamErrorText('exit', http({ errorCode: -105, message: 'x' }, 404))).toBe('未找到该玩家 (-105)');
  });
  it('says "API abnormal" for an answer that is not JSON, else the server message or the fallback', () => {
    expect(teamErrorText('create', http('<html>bad gateway</html>', 502))).toBe('创建队伍失败（接口异常）');
    expect(teamErrorText('join', http('oops', 500))).toBe('加入队伍失败（接口异常）');
    expect(teamErrorText('join', http({ message: '邀请码无效，请检查后重试' }, 404))).toBe('邀请码无效，请检查后重试');
    expect(teamErrorText('exit', http({}, 500))).toBe('退出队伍失败');
  });
  it('checks the create form', () => {
    expect(validateNewTeam(' ', '')).toBe('请输入队伍名称');
    expect(validateNewTeam('拾荒者\u200B', '')).toBe('队伍名称不能包含零宽字符等看不见的字符');
    expect(validateNewTeam('\u202E者荒拾', '')).toBe('队伍名称不能包含改变文字方向的控制字符');
    expect(validateNewTeam('拾荒者\u0000', '')).toBe('队伍名称不能包含换行、NUL 等控制字符');
    expect(validateNewTeam('名'.repeat(21), '')).toBe('队伍名称不能超过20个字符');
    expect(validateNewTeam('名'.repeat(20), '述'.repeat(101))).toBe('队伍描述不能超过100个字符');
    expect(validateNewTeam('名'.repeat(20), '述'.repeat(100))).toBeNull();
  });
});
