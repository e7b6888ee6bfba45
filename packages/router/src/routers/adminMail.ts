import { emailSettings } from '@studio/core/services/mail/emailSettings';
import { listOutbox } from '@studio/core/services/mail/outboxList';
import { queueTestMail } from '@studio/core/services/mail/testMail';
import {
  emailSettingsSchema,
  outboxMessageSchema,
  outboxPageSchema,
  outboxQuerySchema,
  testEmailInputSchema,
} from '@studio/schemas';
import { z } from 'zod';
import { adminProcedure } from '../procedures';
import { t } from '../trpc';

const tags = ['Admin: e-mail'];

export const adminMailRouter = t.router({
  settings: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/settings/email',
        tags,
        summary: "The site's e-mail: its sender, its SMTP server, and how many messages wait",
        description:
          'From MAIL_FROM and SMTP_URL. Without SMTP_URL, `smtpServer` is null and messages wait in the outbox until it is set.',
      },
    })
    .input(z.void())
    .output(emailSettingsSchema)
    .query(({ ctx }) => emailSettings(ctx)),

  sendTest: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/settings/email/test',
        tags,
        summary: 'Queue a test e-mail to this address',
        description:
          'The message joins the outbox (purpose `test`) and goes out with the others; answers it as the outbox lists it.',
      },
      successStatus: 202,
    })
    .input(testEmailInputSchema)
    .output(outboxMessageSchema)
    .mutation(({ ctx, input }) => queueTestMail(ctx, input.to)),

  outbox: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/outbox',
        tags,
        summary: 'The outbox: messages to send and sent, newest first, a page at a time',
      },
    })
    .input(outboxQuerySchema)
    .output(outboxPageSchema)
    .query(({ ctx, input }) => listOutbox(ctx.em, input)),
});
