// Types of scripts/check-node.mjs (plain JavaScript, so that it runs on any Node).
export function nodeVersionProblem(options: {
  version: string;
  engines: string;
  nvmrc: string;
  platform: string;
  arch: string;
  execPath: string;
}): string | null;
