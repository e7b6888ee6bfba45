import '@testing-library/jest-dom';
import '@studio/ui/test/domPolyfills';
import { notifications } from '@mantine/notifications';
import { act } from '@testing-library/react';
import { clearImmediate, setImmediate } from 'node:timers';
import { TextDecoder, TextEncoder } from 'node:util';
import { definedCatalogs } from '../messages/textCatalog';

// jsdom lacks the encoders React Router needs when it loads, and the timers React's server renderer
// uses (the hydration tests render pages as the server does).
Object.assign(globalThis, { TextEncoder, TextDecoder, setImmediate, clearImmediate });

// jsdom has no fetch: the page-view beacon (the one request made with it) gets an empty answer, unless a
// test watches it with its own.
globalThis.fetch = () => Promise.resolve({ ok: true, status: 204 } as Response);

// The toast store is global: start every test without leftovers.
afterEach(() => {
  act(() => notifications.clean());
});

// Every catalog the tested code uses, in English, as a page loads its own before it renders.
beforeAll(() => Promise.all(definedCatalogs().map((catalog) => catalog.load('en'))));
