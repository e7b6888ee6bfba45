#!/usr/bin/env node
// Runs a command (the tests) with TEST_DATABASE_URL pointing at a PostgreSQL server that holds a migrated template.
import { tsImport } from 'tsx/esm/api';

await tsImport('../src/testing/withTestDatabase.ts', import.meta.url);
