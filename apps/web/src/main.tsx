import { afterFirstPaint } from './afterFirstPaint';
import './theme/mantineStyles';

/** Lets the browser handle input and paint between two pieces of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The server sends a finished page: the browser paints it first, and only then fetches the code that
// makes it live, which would otherwise compete with the page's styles and pictures for the connection.
// That code runs in three tasks rather than one long one that would block a phone's main thread: React,
// then the providers and the theme, then the routes and the page (modules run once: each step runs only
// what the ones before it did not).
void afterFirstPaint(document)
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./App'))
  .then(nextTask)
  .then(() => import('./clientStart'))
  .then(({ startInBrowser }) => startInBrowser());
