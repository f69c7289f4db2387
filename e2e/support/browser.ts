import { ensureChromium } from '../../scripts/ensure-browser.mjs';

/** The Chromium executable for the journeys: the system's, else one installed on the spot. */
export function chromiumExecutable(): string {
  const path = ensureChromium();
  if (!path) throw new Error('No Chromium available: set CHROMIUM_PATH or install the chromium package.');
  return path;
}

/**
 * Flags for Chromium in this sandbox: no background networking (the machine has no internet, and
 * Chromium's own connections would be refused many at a time), no sandbox as root.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
