/**
 * Reads a password without it ever appearing in a command line (and so in shell history or
 * the process list): from piped stdin, or typed at a prompt that does not echo.
 */
import { stderr, stdin } from 'node:process';

async function readPipedLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk as Buffer));
  return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').trim();
}

function promptHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed.trim());
    };
    const onData = (data: string) => {
      for (const character of data) {
        if (character === '\r' || character === '\n') return finish();
        if (character === '\u0003') return finish(new Error('Cancelled'));
        if (character === '\u007f' || character === '\b') typed = typed.slice(0, -1);
        else if (character >= ' ') typed += character;
      }
    };
    stdin.on('data', onData);
  });
}

/**
 * Piped input is taken as is; at a terminal the password is asked twice when it is being set.
 * `label` names another secret the prompt asks for (a client secret).
 */
export async function readPassword(purpose: 'new' | 'existing', label = 'Password'): Promise<string> {
  if (!stdin.isTTY) return readPipedLine();
  const password = await promptHidden(`${label}: `);
  if (purpose === 'new' && (await promptHidden(`Repeat ${label.toLowerCase()}: `)) !== password) {
    throw new Error('The passwords differ');
  }
  return password;
}
