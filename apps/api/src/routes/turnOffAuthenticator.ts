import { invalidFields } from '@studio/core';
import { turnOffAuthenticator } from '@studio/core/services/accounts/authenticator/authenticatorApp';
import type { Orm } from '@studio/db';
import { authenticationCodeSchema, fieldErrors } from '@studio/schemas';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { CreateContext } from '../trpc/createContext';
import { accessCheck, type RouteDeclaration } from './declaredRoute';

export const turnOffAuthenticatorDeclaration: RouteDeclaration = {
  method: 'DELETE',
  url: '/api/account/totp',
  access: 'signedIn',
  openapi: {
    tags: ['Account: authenticator app'],
    summary: 'Turn your authenticator app off; ends your other sessions',
    description:
      "With a code the app shows now, or an unused recovery code: the recovery codes go with the app, and the password alone signs in again. Wrong codes count toward the login throttle like wrong passwords, and toward the account's codes from every address.",
    requestBody: {
      required: true,
      content: { 'application/json': { schema: authenticationCodeSchema } },
    },
    responses: {
      '200': {
        description: 'Turned off',
        content: { 'application/json': { schema: z.object({ message: z.string() }) } },
      },
    },
    errors: {
      400: 'Invalid input, or a wrong or used code (in "errors.code")',
      404: 'No authenticator app is set up',
      429: 'Too many wrong codes or passwords from this address or for this account',
    },
  },
};

/**
 * DELETE /api/account/totp with a code in its JSON body, which the REST mount cannot read from a DELETE: the
 * same service as the account.authenticator.turnOff procedure, in the context every procedure gets.
 */
export const turnOffAuthenticatorRoute: FastifyPluginAsync<{
  orm: Orm;
  createContext: CreateContext;
}> = async (app, { orm, createContext }) => {
  const { method, url } = turnOffAuthenticatorDeclaration;
  app.route({
    method,
    url,
    preHandler: accessCheck(turnOffAuthenticatorDeclaration, orm),
    handler: async (request, reply) => {
      const input = authenticationCodeSchema.safeParse(request.body);
      if (!input.success) throw invalidFields(fieldErrors(input.error.issues));
      const ctx = await createContext({ req: request, res: reply });
      return turnOffAuthenticator({ ...ctx, user: request.user! }, input.data);
    },
  });
};
