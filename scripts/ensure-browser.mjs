#!/usr/bin/env node
/**
 * Finds a Chromium for the browser journeys, installing one when none is there:
 * 1. CHROMIUM_PATH, or the system's Chromium (/usr/bin/chromium, chromium-browser, google-chrome);
 * 2. as root on Debian/Ubuntu, Debian's `chromium` package through apt-get;
 * 3. Playwright's own download, where the internet allows it.
 * Prints the executable's path on stdout; exits 1 with a clear message when every way failed.
 *
 * Also finds poppler's `pdftotext`, which the exports' read-back test uses as a reader we did not
 * write, installing Debian's `poppler-utils` the same way when it is missing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findSystemChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return CANDIDATES.find((path) => existsSync(path));
}

function installWithApt(debianPackage) {
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return false;
  console.error(`Installing Debian's ${debianPackage} package (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', debianPackage], { stdio: 'inherit', env });
  return install.status === 0;
}

const PDFTOTEXT_CANDIDATES = [
  '/usr/bin/pdftotext',
  '/usr/local/bin/pdftotext',
  '/opt/homebrew/bin/pdftotext',
];

/** The path of poppler's pdftotext, installing poppler-utils as root on Debian when it is missing. */
export function ensurePdftotext() {
  const found = () => PDFTOTEXT_CANDIDATES.find((path) => existsSync(path));
  return found() ?? (installWithApt('poppler-utils') ? found() : undefined);
}

function playwrightChromium() {
  try {
    execFileSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'inherit' });
    const script = "import('playwright-core').then(m => console.log(m.chromium.executablePath()))";
    const path = execFileSync('node', ['-e', script], { encoding: 'utf8' }).trim();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function ensureChromium() {
  const found = findSystemChromium();
  if (found) return found;
  if (installWithApt('chromium')) {
    const installed = findSystemChromium();
    if (installed) return installed;
  }
  return playwrightChromium();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!ensurePdftotext()) console.error('No pdftotext found: install poppler-utils for the read-back tests.');
  const path = ensureChromium();
  if (!path) {
    console.error(
      'No Chromium found and none could be installed. Set CHROMIUM_PATH to a Chromium executable.',
    );
    process.exit(1);
  }
  console.log(path);
}
