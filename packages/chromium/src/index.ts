/**
 * How the browser tests and the benchmarks drive Chromium: Debian's build as root, offline, with no
 * sandbox, no GPU and no background calls home (without those flags it tries to reach the internet at
 * start). CHROMIUM_PATH names another Chromium.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
