import { readFileSync } from 'node:fs';

export interface DockerInstruction {
  /** Upper-case instruction name: FROM, RUN, COPY, ... */
  name: string;
  /** Everything after the name, continuation lines joined with one space. */
  args: string;
  line: number;
}

export interface DockerStage {
  /** Image or earlier stage it starts from (ARG references left as written). */
  from: string;
  /** `AS name`, when given. */
  alias: string | null;
  instructions: DockerInstruction[];
}

export interface Dockerfile {
  /** ARGs declared before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
  stages: DockerStage[];
}

/** Splits a Dockerfile into stages of instructions (comments dropped, `\` continuations joined). */
export function parseDockerfile(text: string): Dockerfile {
  const instructions: DockerInstruction[] = [];
  let pending: { text: string; line: number } | null = null;
  text.split(/\r?\n/).forEach((rawLine, index) => {
    const trimmed = rawLine.trim();
    if (!pending && (trimmed === '' || trimmed.startsWith('#'))) return;
    if (pending && trimmed.startsWith('#')) return;
    const continued = trimmed.endsWith('\\');
    const content = continued ? trimmed.slice(0, -1).trim() : trimmed;
    pending = pending ? { text: `${pending.text} ${content}`.trim(), line: pending.line } : { text: content, line: index + 1 };
    if (continued) return;
    const match = /^(\S+)\s*(.*)$/.exec(pending.text);
    if (match?.[1]) instructions.push({ name: match[1].toUpperCase(), args: match[2] ?? '', line: pending.line });
    pending = null;
  });

  const globalArgs: Record<string, string> = {};
  const stages: DockerStage[] = [];
  for (const instruction of instructions) {
    if (instruction.name === 'FROM') {
      const match = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args);
      if (!match?.[1]) throw new Error(`line ${instruction.line}: cannot read FROM ${instruction.args}`);
      stages.push({ from: match[1], alias: match[2] ?? null, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.name !== 'ARG') throw new Error(`line ${instruction.line}: ${instruction.name} before the first FROM`);
      const [key, value = ''] = instruction.args.split('=');
      if (key) globalArgs[key.trim()] = value.trim();
    } else {
      stages[stages.length - 1]?.instructions.push(instruction);
    }
  }
  return { globalArgs, stages };
}

export function readDockerfile(path: string): Dockerfile {
  return parseDockerfile(readFileSync(path, 'utf8'));
}

/** The image a stage starts from, with `${ARG}` references to global ARG defaults resolved. */
export function baseImage(dockerfile: Dockerfile, stage: DockerStage): string {
  return stage.from.replace(/\$\{?(\w+)\}?/g, (_whole, name: string) => dockerfile.globalArgs[name] ?? `\${${name}}`);
}

export function stageNamed(dockerfile: Dockerfile, alias: string): DockerStage {
  const stage = dockerfile.stages.find((candidate) => candidate.alias === alias);
  if (!stage) throw new Error(`no stage named ${alias}`);
  return stage;
}

export function finalStage(dockerfile: Dockerfile): DockerStage {
  const stage = dockerfile.stages.at(-1);
  if (!stage) throw new Error('no FROM in Dockerfile');
  return stage;
}

export function instructionsOf(stage: DockerStage, name: string): DockerInstruction[] {
  return stage.instructions.filter((instruction) => instruction.name === name);
}

/** The user the stage's processes run as: the last USER, or root when there is none. */
export function effectiveUser(stage: DockerStage): string {
  return instructionsOf(stage, 'USER').at(-1)?.args.trim() ?? 'root';
}

/** `COPY [--from=x] [--chown=..] src... dest` as its parts. */
export function parseCopy(instruction: DockerInstruction): { from: string | null; sources: string[]; destination: string } {
  const words = instruction.args.split(/\s+/).filter(Boolean);
  let from: string | null = null;
  const paths: string[] = [];
  for (const word of words) {
    if (word.startsWith('--from=')) from = word.slice('--from='.length);
    else if (!word.startsWith('--')) paths.push(word);
  }
  const destination = paths.pop();
  if (!destination || paths.length === 0) throw new Error(`line ${instruction.line}: cannot read COPY ${instruction.args}`);
  return { from, sources: paths, destination };
}
