import { z } from 'zod';

export const addedAccountSchema = z.object({ username: z.string(), isAdmin: z.boolean() });
export type AddedAccount = z.infer<typeof addedAccountSchema>;

/** What an import of a site archive did. */
export const importSummarySchema = z.object({
  tables: z
    .record(z.string(), z.number().int())
    .describe(
      'The rows imported per table; accounts are told apart, subscribers only when imported',
    ),
  accountsAdded: z
    .array(addedAccountSchema)
    .describe('The accounts the import added, only when asked to import accounts'),
  accountsLeftOut: z
    .number()
    .int()
    .describe("The archive's accounts this site does not have, left out when not asked for"),
  subscribersLeftOut: z
    .number()
    .int()
    .describe(
      "The archive's mailing-list subscribers, left out when not asked for (the site keeps its own)",
    ),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
