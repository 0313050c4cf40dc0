import { describe, expect, it } from 'vitest';
import type { PackTeam } from './pack-schema.js';
import { describeRosterDifference } from './roster-difference.js';

const team = (id: string, name: string, phones: string[]): PackTeam =>
  ({ id, name, members: phones.map((phone, index) => ({ phone, name: `玩家${phone.slice(-2)}`, leader: index === 0 })) }) as PackTeam;

describe('how a file differs from the roster in use', () => {
  it('is nothing when the teams are the same, whatever their order', () => {
    const roster = [team('a', '甲队', ['13900000001', '13900000002']), team('b', '乙队', ['13900000003'])];
    expect(describeRosterDifference(roster, [...roster].reverse())).toBeNull();
  });

  it('names the teams only in the roster, only in the file, and those whose name, members or leader differ', () => {
    const roster = [team('a', '甲队', ['13900000001', '13900000002']), team('b', '乙队改', ['13900000003']), team('c', '丙队', ['13900000004'])];
    const file = [team('a', '甲队', ['13900000002', '13900000001']), team('b', '乙队', ['13900000003']), team('d', '丁队', ['13900000005'])];
    expect(describeRosterDifference(roster, file)).toBe(
      '文件里的队伍与当前名单不同（只在当前名单里（例如在控制台新建的）：「丙队」；只在文件里：「丁队」；队名或队员不同：「甲队」、「乙队改」），保留进度时以当前名单为准。',
    );
  });
});
