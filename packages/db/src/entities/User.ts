import { defineEntity, type InferEntity } from '@mikro-orm/core';

/** Usernames are unique whatever their case: "ChiefAdmin" cannot be registered beside "chiefadmin". */
export const USERNAME_UNIQUE_INDEX = 'users_username_lower_unique';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: (p) => ({
    id: p.integer().primary().autoincrement(),
    username: p.string().length(50),
    password: p.text().hidden().lazy(),
    isAdmin: p.boolean().default(false),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    /**
     * When its sessions were last ended (a password or second factor changed, "Sign out everywhere else"): a
     * sign-in whose password step came before cannot be finished with a code.
     */
    pendingSignInsEndedAt: p.datetime().nullable(),
  }),
  uniques: [
    {
      name: USERNAME_UNIQUE_INDEX,
      expression: `create unique index "${USERNAME_UNIQUE_INDEX}" on "users" (lower("username"))`,
    },
  ],
});

export type User = InferEntity<typeof User>;
