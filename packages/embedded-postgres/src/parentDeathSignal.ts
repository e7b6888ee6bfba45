import { spawnSync } from 'node:child_process';

/** A program and its arguments, as `spawn` takes them. */
export interface Command {
  program: string;
  args: string[];
}

// util-linux's setpriv sets Linux's parent-death signal (prctl PR_SET_PDEATHSIG) and then becomes the program
// (exec: same process id). The kernel sends that signal when the thread that spawned it ends (here Node's main
// thread: when the process dies), however it dies, SIGKILL included, which no code of the dying process could.
const SETPRIV = 'setpriv';

let setprivSetsIt: boolean | undefined;

/** Whether this machine has a setpriv that sets the parent-death signal (Linux's util-linux, 2018 on). */
function canSetParentDeathSignal(): boolean {
  setprivSetsIt ??=
    spawnSync(SETPRIV, ['--pdeathsig', 'INT', '--', 'true'], { stdio: 'ignore' }).status === 0;
  return setprivSetsIt;
}

/**
 * The command that runs `command` so that it gets `signal` as soon as this process dies; `command` as it is
 * where that cannot be arranged (another system, or no such setpriv).
 */
export function withParentDeathSignal(command: Command, signal: NodeJS.Signals): Command {
  if (!canSetParentDeathSignal()) return command;
  return {
    program: SETPRIV,
    args: ['--pdeathsig', signal, '--', command.program, ...command.args],
  };
}
