#!/usr/bin/env node
/** `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with hot reload, together. */
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
// The browser talks to Vite's origin, which proxies /api: that is the app's public origin here, and
// the server's same-origin check compares the Origin header with APP_URL exactly.
const serverEnv = { ...process.env, APP_URL: process.env.APP_URL ?? 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', '@hireproof/web'], { cwd: root, stdio: 'inherit' }),
];

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
