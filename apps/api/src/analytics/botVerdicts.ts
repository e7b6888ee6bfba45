import { isbot } from 'isbot';

const REMEMBERED = 1000;

/**
 * isbot's verdicts, remembered per user agent: its pattern is long, and a site's visitors send the same few
 * hundred agents over and over. The oldest verdicts are forgotten beyond REMEMBERED.
 */
export class BotVerdicts {
  private readonly verdicts = new Map<string, boolean>();

  isBot(userAgent: string): boolean {
    const known = this.verdicts.get(userAgent);
    if (known !== undefined) return known;
    const verdict = isbot(userAgent);
    if (this.verdicts.size >= REMEMBERED) this.verdicts.delete(this.verdicts.keys().next().value!);
    this.verdicts.set(userAgent, verdict);
    return verdict;
  }
}
