import { z } from 'zod';
import { STUDIO_NAME } from './studioName';
import { textSchema } from './text';

function factLine(label: string, max: number) {
  return textSchema({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
}

/** The studio's fact sheet on /press (presskit()'s studio facts), kept as one site setting. */
export const studioPressFactsInputSchema = z.object({
  name: factLine('Name', 100).describe(`The studio's name; blank for ${STUDIO_NAME}`),
  founded: factLine('Founded', 50).describe('e.g. 2016'),
  basedIn: factLine('Based in', 100).describe('e.g. Lisbon, Portugal'),
  size: factLine('Size', 100).describe('e.g. 8 people'),
  contact: textSchema()
    .trim()
    .refine(
      (email) => email === '' || (email.length <= 254 && z.email().safeParse(email).success),
      'Press contact must be a valid e-mail address',
    ),
});
export type StudioPressFactsInput = z.input<typeof studioPressFactsInputSchema>;

export const studioPressFactsSchema = z.object({
  name: z.string(),
  founded: z.string(),
  basedIn: z.string(),
  size: z.string(),
  contact: z.string(),
});
export type StudioPressFacts = z.infer<typeof studioPressFactsSchema>;

/** What the studio's press page shows until the admin writes the facts. */
export const EMPTY_STUDIO_PRESS_FACTS: StudioPressFacts = {
  name: '',
  founded: '',
  basedIn: '',
  size: '',
  contact: '',
};
