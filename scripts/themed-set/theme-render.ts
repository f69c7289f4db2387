/**
 * Third-party JSON Resume themes (npm packages pinned in `eval/themes`) printed to PDF by headless Chromium:
 * layouts written by strangers, so the parser meets headings, orders and styles it was never tuned to. The
 * themes live in their own package, outside the workspaces, because they drag in old Handlebars, Mustache
 * and Moment versions that the product must never resolve by accident.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { type Browser, chromium, type Page } from 'playwright-core';
import { hashString } from './random.ts';

export interface ThemeFile {
  resumeId: string;
  /** The theme's package name, e.g. `jsonresume-theme-even`. */
  theme: string;
  /** `${resumeId}.${themeShortName}.pdf` */
  fileName: string;
  /** Absolute path of the PDF. */
  path: string;
}

/**
 * The themes kept: each renders every generated person without throwing and prints all of the person's
 * jobs and schools. Keep in step with `eval/themes/package.json`.
 */
export const THEMES: readonly string[] = [
  'jsonresume-theme-caffeine',
  'jsonresume-theme-class',
  'jsonresume-theme-even',
  'jsonresume-theme-flat',
  'jsonresume-theme-kendall',
  'jsonresume-theme-paper',
  'jsonresume-theme-short',
  'jsonresume-theme-spartan',
  'jsonresume-theme-stackoverflow',
  'jsonresume-theme-straightforward',
];

const THEMES_DIR = 'eval/themes';
export const shortName = (theme: string) => theme.replace(/^jsonresume-theme-/, '');

/** Installs eval/themes (`npm ci --prefix eval/themes --no-audit --no-fund`) when its themes are missing. */
export function ensureThemesInstalled(repoRoot: string): void {
  const dir = path.join(repoRoot, THEMES_DIR);
  // A half-finished install leaves node_modules behind, so look for every theme rather than the folder.
  const missing = THEMES.some((theme) => !existsSync(path.join(dir, 'node_modules', theme)));
  if (!missing) return;
  execFileSync('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], { stdio: 'inherit' });
}

type ResumeLike = { meta: { id: string } } & Record<string, unknown>;

/** What the `resumed` CLI passes to `page.pdf` for a theme (stackoverflow's margins), plus its media type. */
type PdfRenderOptions = Record<string, unknown> & { mediaType?: 'screen' | 'print' };

/** The folder holding `name`'s package.json, found by walking up from its resolved entry file. */
function packageDir(require: NodeJS.Require, name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!existsSync(path.join(dir, 'package.json')) || readPackage(dir).name !== name) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json for ${name}`);
    dir = parent;
  }
  return dir;
}

function readPackage(dir: string): { name?: string; exports?: unknown } {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * The file to load a theme from. Most themes are CommonJS, but some ship an ESM build whose CommonJS twin
 * `require`s ESM-only dependencies (jsonresume-theme-even → @rbardini/html): a declared
 * `exports['.'].import` wins.
 */
function themeEntry(require: NodeJS.Require, name: string): { file: string; esm: boolean } {
  const dir = packageDir(require, name);
  const root = (readPackage(dir).exports as Record<string, unknown> | undefined)?.['.'];
  const entry = (root as Record<string, unknown> | undefined)?.import;
  const file = typeof entry === 'string' ? entry : (entry as Record<string, unknown> | undefined)?.default;
  return typeof file === 'string'
    ? { file: path.join(dir, file), esm: true }
    : { file: require.resolve(name), esm: false };
}

/**
 * Runs in a worker thread of its own for each theme. Themes share one hoisted Handlebars and register
 * partials and helpers on it by common names (`work`, `education`, date helpers): in one module registry
 * caffeine's `work` partial ends up inside straightforward's page. Plain JavaScript, so it runs the same
 * under tsx, vitest or compiled code.
 */
const THEME_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const loaded = (async () => {
  const mod = workerData.esm ? await import(pathToFileURL(workerData.file).href) : require(workerData.file);
  const theme = typeof mod.render === 'function' ? mod : mod.default;
  if (typeof theme?.render !== 'function') throw new Error('the theme exports no render()');
  return theme;
})();
parentPort.on('message', async ({ id, resume }) => {
  try {
    const theme = await loaded;
    const html = await theme.render(resume);
    parentPort.postMessage({ id, html, options: theme.pdfRenderOptions ?? {} });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error).split('\\n')[0] });
  }
});
`;

/** One theme's worker: renders one resume at a time; a theme that hangs or crashes costs only its worker. */
class ThemeWorker {
  readonly #entry: { file: string; esm: boolean };
  #worker: Worker | undefined;
  #pending = new Map<number, Pending>();
  #nextId = 0;

  constructor(entry: { file: string; esm: boolean }) {
    this.#entry = entry;
  }

  async render(resume: ResumeLike): Promise<{ html: string; options: PdfRenderOptions }> {
    const worker = this.#start();
    const id = this.#nextId++;
    const reply = await new Promise<RenderReply>((resolve, reject) => {
      const timer = setTimeout(() => this.#fail(new Error('render() took over 30 s')), 30_000);
      this.#pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, resume });
    });
    if (reply.error !== undefined) throw new Error(reply.error);
    if (typeof reply.html !== 'string' || reply.html.length === 0)
      throw new Error('render() returned no HTML');
    return { html: reply.html, options: reply.options ?? {} };
  }

  async close(): Promise<void> {
    await this.#worker?.terminate();
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(THEME_WORKER, { eval: true, workerData: this.#entry });
    worker.on('message', (reply: RenderReply) => {
      const pending = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (pending) clearTimeout(pending.timer);
      pending?.resolve(reply);
    });
    // A worker already dropped (timed out) may still report its end: that must not fail its successor.
    worker.on('error', (error) => this.#worker === worker && this.#fail(error));
    worker.on(
      'exit',
      (code) => this.#worker === worker && this.#fail(new Error(`theme worker exited (${code})`)),
    );
    this.#worker = worker;
    return worker;
  }

  /** Rejects whatever was asked and drops the worker, so the next file starts a fresh one. */
  #fail(error: Error): void {
    const worker = this.#worker;
    this.#worker = undefined;
    void worker?.terminate();
    for (const { reject, timer } of this.#pending.values()) {
      clearTimeout(timer);
      reject(error);
    }
    this.#pending.clear();
  }
}

interface Pending {
  resolve: (reply: RenderReply) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface RenderReply {
  id: number;
  html?: string;
  options?: PdfRenderOptions;
  error?: string;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

class BrowserUnavailable extends Error {}

/** One browser and one page for a whole run, opened only when some file is not in the cache yet. */
class Printer {
  #browser: Promise<Browser> | undefined;
  #page: Page | undefined;

  async page(): Promise<Page> {
    this.#browser ??= chromium
      .launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      })
      .catch((error: Error) => {
        throw new BrowserUnavailable(`Chromium did not start: ${error.message.split('\n')[0]}`);
      });
    if (this.#page && !this.#page.isClosed()) return this.#page;
    const page = await (await this.#browser).newPage();
    // There is no internet: Google Fonts and CDN icons would only stall the page, so fail them at once.
    await page.route('**/*', (route) =>
      /^(file|data|about):/.test(route.request().url()) ? route.continue() : route.abort(),
    );
    this.#page = page;
    return page;
  }

  /** Drops a page that a theme's HTML crashed, so the next file gets a fresh one. */
  forgetCrashedPage(): void {
    if (this.#page?.isClosed()) this.#page = undefined;
  }

  async close(): Promise<void> {
    await (await this.#browser?.catch(() => undefined))?.close();
  }
}

/**
 * Renders each resume through the themes given (each resume is a JSON Resume object whose meta.id is a
 * string id), HTML → PDF (A4 or Letter, printBackground) with Chromium, into outDir as
 * `${resumeId}.${themeShortName}.pdf` (also keep the `.html`). Skips files that already exist (cache).
 * Returns what was written or found; failures are collected and returned, not thrown.
 */
export async function renderThroughThemes(
  resumes: ResumeLike[],
  pick: (resumeId: string) => string[],
  outDir: string,
  repoRoot: string,
): Promise<{ files: ThemeFile[]; failures: string[] }> {
  mkdirSync(outDir, { recursive: true });
  const require = createRequire(path.join(repoRoot, THEMES_DIR, 'package.json'));
  const themes = new Map<string, ThemeWorker>();
  const themeFor = (name: string) => {
    let theme = themes.get(name);
    if (!theme) {
      theme = new ThemeWorker(themeEntry(require, name));
      themes.set(name, theme);
    }
    return theme;
  };
  const printer = new Printer();
  const files: ThemeFile[] = [];
  const failures: string[] = [];
  // Themes format dates in the local time zone, so west of UTC `2019-02` printed as `Jan 2019` (short,
  // stackoverflow): the labels would be wrong by a month. Node applies a TZ change at once, and the theme
  // workers, all started after this line, run in UTC too.
  const timeZone = process.env.TZ;
  process.env.TZ = 'UTC';

  try {
    everyFile: for (const resume of resumes) {
      const resumeId = resume.meta.id;
      for (const themeName of pick(resumeId)) {
        const base = `${resumeId}.${shortName(themeName)}`;
        const file: ThemeFile = {
          resumeId,
          theme: themeName,
          fileName: `${base}.pdf`,
          path: path.join(outDir, `${base}.pdf`),
        };
        if (existsSync(file.path)) {
          files.push(file);
          continue;
        }
        try {
          const { html, options } = await themeFor(themeName).render(withLegacyAliases(resume));
          const pdf = await printPdf(await printer.page(), html, base, options);
          assertShowsName(pdf.text, resume);
          writeFileSync(path.join(outDir, `${base}.html`), html);
          writeFileSync(file.path, pdf.bytes);
          files.push(file);
        } catch (error) {
          printer.forgetCrashedPage();
          failures.push(`${base}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
          // Without a browser no file can be printed: one failure says so, not one per file.
          if (error instanceof BrowserUnavailable) break everyFile;
        }
      }
    }
  } finally {
    if (timeZone === undefined) delete process.env.TZ;
    else process.env.TZ = timeZone;
    await Promise.all([printer.close(), ...[...themes.values()].map((theme) => theme.close())]);
  }
  return { files, failures };
}

/**
 * Most themes were written for the pre-1.0 schema and read `work.company`, `website` and `gpa`; given a
 * 1.0 document they silently print no employer at all. So each renamed field is also offered under its
 * old name (the same value, so the JSON labels stay true), as an owner of an old theme would have written it.
 * Works on a copy, so the caller's labels stay as they were.
 */
function withLegacyAliases(resume: ResumeLike): ResumeLike {
  const copy = structuredClone(resume) as ResumeLike & Record<string, unknown>;
  const alias = (items: unknown, from: string, to: string) => {
    for (const item of Array.isArray(items) ? items : [items]) {
      if (item && typeof item === 'object' && from in item && !(to in item)) {
        (item as Record<string, unknown>)[to] = (item as Record<string, unknown>)[from];
      }
    }
  };
  alias(copy.basics, 'url', 'website');
  alias(copy.basics, 'image', 'picture');
  alias(copy.work, 'name', 'company');
  alias(copy.work, 'url', 'website');
  alias(copy.volunteer, 'url', 'website');
  alias(copy.education, 'score', 'gpa');
  alias(copy.publications, 'url', 'website');
  return copy;
}

async function printPdf(
  page: Page,
  html: string,
  base: string,
  options: PdfRenderOptions,
): Promise<{ bytes: Buffer; text: string }> {
  // Honour the theme's own print settings the way the `resumed` CLI does (stackoverflow sets margins).
  const { mediaType = 'print', ...pdfOptions } = options;
  await page.emulateMedia({ media: mediaType });
  await page.setContent(html, { waitUntil: 'domcontentloaded', timeout: 30_000 });
  const text = await page.evaluate(() => document.body?.innerText ?? '');
  const bytes = await page.pdf({
    // Both paper sizes turn up in real uploads; hashing the name keeps each file's size stable across runs.
    format: hashString(`paper:${base}`) % 3 === 0 ? 'Letter' : 'A4',
    printBackground: true,
    ...pdfOptions,
  });
  return { bytes, text };
}

/** A theme that drew a blank page (or choked on this person) must not enter the set as a labelled file. */
function assertShowsName(text: string, resume: ResumeLike): void {
  const name = (resume as { basics?: { name?: string } }).basics?.name;
  if (name && !text.toLowerCase().includes(name.toLowerCase()))
    throw new Error('page does not show the name');
}
