#!/usr/bin/env node
/**
 * `npm start`: build the web app and the server when the build is missing or older than its sources,
 * then serve it (migrations run at server start). On a fresh clone this is the one command after `npm ci`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The oldest Node the product and its dependencies support (package.json engines, .nvmrc): stop with a
// plain sentence rather than a syntax or module error from deep inside a dependency.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Hireproof needs Node.js 20.19 or newer; this is Node.js ${process.versions.node}.`);
  process.exit(1);
}

const root = new URL('..', import.meta.url).pathname;
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/server/src',
  'apps/server/drizzle',
  'packages/contract/src',
  'packages/engine/src',
];
const OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

/** Newest modification time under a path (a file or a folder, walked recursively). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function buildIsStale() {
  const outputs = OUTPUTS.map((file) => join(root, file));
  if (!outputs.every(existsSync)) return true;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (buildIsStale()) {
  console.log('Building Hireproof…');
  run('npm', ['run', 'build']);
}
// Serve in a child that receives our signals, so Ctrl-C and SIGTERM reach the server's graceful shutdown.
const server = spawn('node', ['apps/server/dist/main.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
