import { z } from 'zod';
import { textSchema } from './text';

/** The variables app-ads.txt 1.0 allows (IAB Tech Lab, after ads.txt 1.1). */
export const APP_ADS_TXT_VARIABLES = [
  'OWNERDOMAIN',
  'MANAGERDOMAIN',
  'CONTACT',
  'SUBDOMAIN',
  'INVENTORYPARTNERDOMAIN',
] as const;

export const APP_ADS_TXT_MAX_CHARACTERS = 500_000;

const DOMAIN_PATTERN =
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const RELATIONSHIPS = ['DIRECT', 'RESELLER'];
// ISO 3166-1 alpha-2, the optional second part of MANAGERDOMAIN.
const COUNTRY_CODE_PATTERN = /^[a-z]{2}$/i;
const VARIABLE_PATTERN = /^([^,=]+)=(.*)$/;

const isDomain = (text: string) => DOMAIN_PATTERN.test(text);

function variableProblem(name: string, value: string): string | null {
  const variable = name.toUpperCase();
  if (!(APP_ADS_TXT_VARIABLES as readonly string[]).includes(variable)) {
    return `"${name}" is not an app-ads.txt variable (use ${APP_ADS_TXT_VARIABLES.join(', ')})`;
  }
  if (!value) return `${variable} needs a value after the equals sign`;
  if (variable === 'CONTACT') return null;
  if (variable === 'MANAGERDOMAIN') {
    const [domain = '', country, ...rest] = value.split(',').map((part) => part.trim());
    if (!isDomain(domain)) return `"${domain}" is not a domain name`;
    if (rest.length || (country !== undefined && !COUNTRY_CODE_PATTERN.test(country))) {
      return 'MANAGERDOMAIN takes a domain and, optionally, a two-letter country code';
    }
    return null;
  }
  return isDomain(value) ? null : `"${value}" is not a domain name`;
}

function recordProblem(record: string): string | null {
  const fields = record.split(',').map((field) => field.trim());
  if (fields.length < 3) {
    return 'a record needs a domain, a publisher id and DIRECT or RESELLER, separated by commas';
  }
  if (fields.length > 4) {
    return 'a record has at most 4 fields: domain, publisher id, DIRECT or RESELLER, certification authority id';
  }
  const [domain, publisherId, relationship, authorityId] = fields as [
    string,
    string,
    string,
    string | undefined,
  ];
  if (!isDomain(domain)) return `"${domain}" is not a domain name`;
  if (!publisherId) return 'the publisher id is missing';
  if (/\s/.test(publisherId)) return `the publisher id "${publisherId}" must not contain spaces`;
  if (!RELATIONSHIPS.includes(relationship.toUpperCase())) {
    return `the relationship must be DIRECT or RESELLER, not "${relationship}"`;
  }
  if (authorityId !== undefined && !/^[a-z0-9]+$/i.test(authorityId)) {
    return `the certification authority id "${authorityId}" must be letters and digits only`;
  }
  return null;
}

/** What is wrong with one line (without its number), or null for a record, a variable, a comment or a blank line. */
function lineProblem(line: string): string | null {
  const data = line.split('#', 1)[0]!.trim();
  if (!data) return null;
  const variable = VARIABLE_PATTERN.exec(data);
  if (variable) return variableProblem(variable[1]!.trim(), variable[2]!.trim());
  // Extension data after a semicolon is the exchange's own business.
  return recordProblem(data.split(';', 1)[0]!);
}

/** Every bad line of an app-ads.txt file, in order, each as "Line N: what is wrong". */
export function appAdsTxtProblems(content: string): string[] {
  const problems: string[] = [];
  content.split(/\r\n|\r|\n/).forEach((line, index) => {
    const problem = lineProblem(line);
    if (problem) problems.push(`Line ${index + 1}: ${problem}`);
  });
  return problems;
}

const appAdsTxtContentSchema = textSchema({ message: 'Content must be text' }).max(
  APP_ADS_TXT_MAX_CHARACTERS,
  `app-ads.txt can hold at most ${APP_ADS_TXT_MAX_CHARACTERS.toLocaleString('en')} characters`,
);

/**
 * What PUT /api/admin/settings/app-ads takes. Its lines are checked by the service with appAdsTxtProblems,
 * so that a refusal's message is the first bad line ("Line 2: ...") rather than a generic one.
 */
export const appAdsTxtInputSchema = z.object({
  content: appAdsTxtContentSchema.describe(
    'The whole app-ads.txt file; empty removes it (the site then answers 404 at /app-ads.txt)',
  ),
});
export type AppAdsTxtInput = z.input<typeof appAdsTxtInputSchema>;

/** The settings form: the same rules, with every bad line shown at the field. */
export const appAdsTxtFormSchema = z.object({
  content: appAdsTxtContentSchema.superRefine((content, context) => {
    for (const problem of appAdsTxtProblems(content)) context.addIssue(problem);
  }),
});

export const appAdsTxtSchema = z.object({ content: z.string() });
export type AppAdsTxt = z.infer<typeof appAdsTxtSchema>;
