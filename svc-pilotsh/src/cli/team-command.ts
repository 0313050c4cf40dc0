import { parseArgs } from 'node:util';
import { isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { findEventContent } from '../content/event-content.js';
import { rosterTeamSchema } from '../teams/roster-team.schema.js';
import { createTeamWithMembers } from '../teams/create-team.js';
import { Membership } from '../teams/membership.model.js';
import { Team } from '../teams/team.model.js';
import { withPlatformDatabase, type CliIo } from '@citygames/service-kit/data/platform-database';
import '../models.js';

export const TEAM_USAGE = [
  '用法：',
  '  node svc-pilotsh/dist/cli/team.js create --name 队名 --description 介绍 --leader 手机号:姓名 [--member 手机号:姓名 ...]',
  '  node svc-pilotsh/dist/cli/team.js add-member --team 队名 --member 手机号:姓名 [--member ...]',
  '新队伍站在活动的起始区域；一个手机号只能属于一支队伍。',
].join('\n');

function person(value: string): { phone: string; name: string } {
  const [phone = '', ...name] = value.split(/[:：]/);
  return { phone: phone.trim(), name: name.join(':').trim() };
}

/** Creates a team with its members, or adds members to a team, in one command (admins). */
export async function runTeamCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const [action, ...rest] = argv;
  let values: { name?: string; description?: string; leader?: string; member?: string[]; team?: string };
  try {
    ({ values } = parseArgs({
      args: [...rest],
      options: {
        name: { type: 'string' },
        description: { type: 'string' },
        leader: { type: 'string' },
        member: { type: 'string', multiple: true },
        team: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    io.err(`${(error as Error).message}\n${TEAM_USAGE}`);
    return 2;
  }
  const members = (values.member ?? []).map(person);

  if (action === 'create') {
    const parsed = rosterTeamSchema.safeParse({
      name: values.name,
      description: values.description ?? '',
      leader: values.leader ? person(values.leader) : undefined,
      members,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) io.err(`  ${issue.path.join('.') || '参数'}：${issue.message}`);
      io.err(TEAM_USAGE);
      return 1;
    }
    return withPlatformDatabase(io, 'pilotsh', async () => {
      const content = await findEventContent();
      if (!content) {
        io.err('还没有导入活动包，请先导入（import-pack.js）。');
        return 1;
      }
      const clash = await findPhonesInTeams([parsed.data.leader.phone, ...members.map((member) => member.phone)]);
      if (clash.length > 0) {
        io.err(`以下手机号已在其他队伍中：${clash.join('，')}`);
        return 1;
      }
      try {
        await runTransaction((session) => createTeamWithMembers(parsed.data, content.pack.startAreaSeq, new Date(), session));
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        io.err(`队伍「${parsed.data.name}」已存在，或手机号已被占用。`);
        return 1;
      }
      io.out(`已创建队伍「${parsed.data.name}」：队长 ${parsed.data.leader.name}，队员 ${members.length} 名。`);
      return 0;
    });
  }

  if (action === 'add-member') {
    const bad = members.filter((member) => !/^1\d{10}$/.test(member.phone) || !member.name);
    if (!values.team || members.length === 0 || bad.length > 0) {
      io.err(bad.length > 0 ? `格式不对：${bad.map((member) => member.phone || '(空)').join('，')}（应为 手机号:姓名）` : TEAM_USAGE);
      return values.team && members.length > 0 ? 1 : 2;
    }
    return withPlatformDatabase(io, 'pilotsh', async () => {
      const team = await Team.findOne({ name: values.team }).lean();
      if (!team) {
        io.err(`没有找到队伍「${values.team}」。`);
        return 1;
      }
      const clash = await findPhonesInTeams(members.map((member) => member.phone));
      if (clash.length > 0) {
        io.err(`以下手机号已在队伍中：${clash.join('，')}`);
        return 1;
      }
      // All members or none: the unique phone index refuses a phone another command added meanwhile.
      try {
        await runTransaction((session) =>
          Membership.create(
            members.map((member) => ({ teamId: team._id, phone: member.phone, name: member.name, role: 'member' as const })),
            { session, ordered: true },
          ),
        );
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        io.err('有手机号已被占用（可能刚被加入其他队伍），未做改动。');
        return 1;
      }
      io.out(`已把 ${members.map((member) => member.name).join('、')} 加入「${team.name}」。`);
      return 0;
    });
  }

  io.err(TEAM_USAGE);
  return 2;
}

async function findPhonesInTeams(phones: string[]): Promise<string[]> {
  const found = await Membership.find({ phone: { $in: phones } }).lean();
  return found.map((membership) => membership.phone);
}
