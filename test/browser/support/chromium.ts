// Debian's Chromium for the browser tests, driven by playwright-core. Where it is missing a test
// says so and is skipped, except under INTAKE_REQUIRE_BROWSER=1 (CI), where that is a failure.
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const executablePath = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path) => path !== undefined && existsSync(path));

/** Whether a missing browser fails the run (CI) rather than skipping. */
export const required = process.env.INTAKE_REQUIRE_BROWSER === '1';

/** The skip reason where Chromium is missing, else false. */
export const missing =
  executablePath === undefined ? 'Chromium not found: apt-get install chromium, or set CHROMIUM_PATH' : false;

// Flags for a closed network and a root user (the machine's notes: no sandbox as root, no
// background connections that the network would refuse).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts Chromium headless with the flags above. */
export function launchChromium(): Promise<Browser> {
  if (executablePath === undefined) throw new Error(String(missing));
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}
