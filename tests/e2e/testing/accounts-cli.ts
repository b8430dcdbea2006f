/** `npm run accounts -- <args>` against the e2e server's database, as an operator runs it; `input` is its stdin. */
import { execFile } from 'node:child_process';
import { repoRoot } from './portal-browser';

export function accounts(args: string[], input = ''): Promise<string> {
  const databasePath = process.env.E2E_DATABASE_PATH;
  if (!databasePath) throw new Error('E2E_DATABASE_PATH is not set: run the specs through playwright.config.ts');
  return new Promise((resolve, reject) => {
    const child = execFile(
      'npm',
      ['run', '--silent', 'accounts', '--', ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_PATH: databasePath, NODE_ENV: 'development' } },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(input);
  });
}
