import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { withParentDeathSignal } from './parentDeathSignal';
import { isAlive } from './postmasterPid';

// A parent process that starts the command it is given, prints its pid, and waits to be killed.
const PARENT = `
const [program, ...args] = JSON.parse(process.argv[1]);
console.log(require('node:child_process').spawn(program, args, { stdio: 'ignore' }).pid);
setInterval(() => undefined, 60_000);
`;

async function gone(pid: number, withinMs = 5000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (isAlive(pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return !isAlive(pid);
}

describe('a program run with a parent-death signal', () => {
  it('gets the signal when the process that started it is killed with SIGKILL', async () => {
    const { program, args } = withParentDeathSignal({ program: 'sleep', args: ['600'] }, 'SIGINT');
    const parent = spawn(process.execPath, ['-e', PARENT, JSON.stringify([program, ...args])]);
    const [line] = (await once(createInterface({ input: parent.stdout }), 'line')) as [string];
    const started = Number(line);
    try {
      expect(isAlive(started)).toBe(true);
      parent.kill('SIGKILL');
      expect(await gone(started)).toBe(true);
    } finally {
      if (isAlive(started)) process.kill(started);
    }
  });

  it('runs the program with its arguments, options included', async () => {
    const { program, args } = withParentDeathSignal(
      { program: 'echo', args: ['-D', '/some/cluster'] },
      'SIGINT',
    );
    const echo = spawn(program, args);
    const [line] = (await once(createInterface({ input: echo.stdout }), 'line')) as [string];
    expect(line).toBe('-D /some/cluster');
  });
});
