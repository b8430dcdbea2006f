/** The real server and Debian's Chromium for a browser benchmark, stopped by PID and closed whatever happens. */
import puppeteer, { type Browser } from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../chromium';
import { type BenchServer, startBenchServer } from './bench-server';

/** Runs `measure` with both started; a failure is printed and makes the exit status 1. */
export function withServerAndBrowser(
  env: Record<string, string>,
  measure: (server: BenchServer, browser: Browser) => Promise<void>,
): void {
  const run = async () => {
    const server = await startBenchServer(env);
    try {
      const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
      try {
        await measure(server, browser);
      } finally {
        await browser.close();
      }
    } finally {
      console.log(`Server PID ${server.pid} stopped (exit ${await server.stop()}).`);
    }
  };
  run().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
