/**
 * Debian's Chromium and the flags every automated run gives it (browser tests and benchmarks):
 * never a downloaded browser, and nothing that reaches off the machine.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
