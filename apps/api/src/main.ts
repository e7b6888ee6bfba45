// `pnpm start` (node dist/main.js): the front, which forks the app (appProcess.ts) and answers in front of
// it (front/front.ts).
import { runFront } from './front/front';

runFront(new URL('./appProcess.js', import.meta.url));
