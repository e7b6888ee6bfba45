import { parse, type Token } from '@messageformat/parser';

/** Every argument of a message's tokens, as "name:kind", looking inside plurals and selects. */
function argumentsOf(tokens: Token[], found: Set<string>): Set<string> {
  for (const token of tokens) {
    if (token.type === 'content' || token.type === 'octothorpe') continue;
    found.add(`${token.arg}:${token.type === 'function' ? token.key : token.type}`);
    if ('cases' in token) for (const { tokens: inCase } of token.cases) argumentsOf(inCase, found);
  }
  return found;
}

/** The arguments an ICU message takes, sorted: a translation must take the same as the English text. */
export function messageArguments(message: string): string[] {
  return [...argumentsOf(parse(message), new Set())].sort();
}
