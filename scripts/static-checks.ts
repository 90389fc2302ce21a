/**
 * `npm test`'s static checks — formatting, and the types with the lint, which share TypeScript's programs
 * (scripts/types-and-lint.ts, docs/decisions/256) — side by side: each is one process on one core, so on two
 * cores they take about the longest of them instead of their sum. Each one's output is printed
 * whole once it ends, never interleaved; the exit status is 1 when any of them failed.
 */
import { spawn } from 'node:child_process';

const CHECKS = ['format:check', 'typecheck-and-lint'] as const;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const passed = code === 0;
      process.stdout.write(`── npm run ${script} : ${passed ? 'réussi' : `échec (code ${code})`}\n`);
      if (!passed || output.length) process.stdout.write(Buffer.concat(output));
      resolve(passed);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
