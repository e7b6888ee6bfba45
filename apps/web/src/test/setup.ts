import '@testing-library/jest-dom';
import '@studio/ui/test/domPolyfills';
import { notifications } from '@mantine/notifications';
import { act } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders React Router needs when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The toast store is global: start every test without leftovers.
afterEach(() => {
  act(() => notifications.clean());
});
