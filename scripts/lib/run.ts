import {spawn} from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {stdio: 'inherit', env});
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolvePromise(1);
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}
