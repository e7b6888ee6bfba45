import { afterFirstPaint } from './afterFirstPaint';
import './theme/mantineStyles';

// The server sends a finished page: the browser paints it first, and only then fetches the code that
// makes it live, which would otherwise compete with the page's styles and pictures for the connection.
void afterFirstPaint(document)
  .then(() => import('./clientStart'))
  .then(({ startInBrowser }) => startInBrowser());
