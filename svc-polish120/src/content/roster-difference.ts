import type { PackTeam } from './pack-schema.js';

/**
 * How a pack file's teams differ from the roster in use (matched by team id), in one Chinese sentence;
 * an import that keeps progress keeps the roster in use, so this is what the file's teams would have
 * changed. Null when they are the same.
 */
export function describeRosterDifference(kept: readonly PackTeam[], file: readonly PackTeam[]): string | null {
  const fileById = new Map(file.map((team) => [team.id, team]));
  const keptIds = new Set(kept.map((team) => team.id));
  const onlyKept = kept.filter((team) => !fileById.has(team.id)).map((team) => `「${team.name}」`);
  const onlyFile = file.filter((team) => !keptIds.has(team.id)).map((team) => `「${team.name}」`);
  const changed = kept
    .filter((team) => {
      const other = fileById.get(team.id);
      return other !== undefined && membersKey(other) !== membersKey(team);
    })
    .map((team) => `「${team.name}」`);
  const parts = [
    onlyKept.length > 0 ? `只在当前名单里（例如在控制台新建的）：${onlyKept.join('、')}` : null,
    onlyFile.length > 0 ? `只在文件里：${onlyFile.join('、')}` : null,
    changed.length > 0 ? `队名或队员不同：${changed.join('、')}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? `文件里的队伍与当前名单不同（${parts.join('；')}），保留进度时以当前名单为准。` : null;
}

function membersKey(team: PackTeam): string {
  const members = team.members.map((member) => `${member.phone}:${member.leader ? 'L' : 'M'}`).sort();
  return `${team.name}|${members.join(',')}`;
}
