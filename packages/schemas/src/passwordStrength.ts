import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/** zxcvbn's scores run from 0 (guessed at once) to 4; below this one a new password is refused. */
export const LOWEST_PASSWORD_SCORE = 3;

/**
 * zxcvbn judges a password by this many characters at most: its matching takes tens of milliseconds of CPU at
 * this length, and grows fast beyond it.
 */
const CHECKED_CHARACTERS = 64;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: preparing the dictionaries takes a moment that importing the module should not. */
function strength(password: string): ZxcvbnResult {
  estimator ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    maxLength: CHECKED_CHARACTERS,
  });
  return estimator.check(password);
}

/** The whole password is one of the common passwords zxcvbn lists (in any case, or spelled backwards). */
function isCommonPassword(result: ZxcvbnResult): boolean {
  return result.sequence.some(
    (match) =>
      match.pattern === 'dictionary' &&
      String(match.dictionaryName).startsWith('passwords') &&
      match.i === 0 &&
      match.j === result.password.length - 1,
  );
}

/** Whether zxcvbn scores the password below LOWEST_PASSWORD_SCORE or finds it in its common-password list. */
export function isEasyToGuess(password: string): boolean {
  const result = strength(password);
  return result.score < LOWEST_PASSWORD_SCORE || isCommonPassword(result);
}
