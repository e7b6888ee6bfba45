import { z } from 'zod';

const SLUG_PATTERN = /^[a-z0-9-]+$/;
const DIGITS_ONLY = /^\d+$/;

export const slugSchema = z
  .string()
  .trim()
  .min(2, 'Slug must be at least 2 characters')
  .max(120, 'Slug must be at most 120 characters')
  .regex(SLUG_PATTERN, 'Slug can only contain lowercase letters, numbers, and hyphens')
  // GET /api/apps/{param} takes a slug or an id: a slug of digits alone could shadow another app's id.
  .refine((slug) => !DIGITS_ONLY.test(slug), 'Slug cannot be only digits');

/** Suggests a slug from a name: "Space Miner 2!" becomes "space-miner-2". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
