#!/usr/bin/env node
// `npm run dev`: the API (tsx watch, port 3000) and the Vite dev server (port 5173, proxying /api to 3000)
// side by side. When either stops, or on Ctrl-C, both are stopped.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = '3000'; // apps/web/vite.config.ts proxies /api here.

const children = [];
let stopping = false;

function run(label, command, args, env) {
  // Each child leads its own process group so that npm, tsx and vite and their children all stop together.
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...env },
    detached: true,
  });
  child.label = label;
  child.on('error', (error) => {
    console.error(`[dev] ${label} could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[dev] ${label} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stopAll(code ?? 0);
  });
  children.push(child);
  return child;
}

function killGroup(child, signal) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

let exitCode = 0;
function stopAll(code) {
  if (!stopping) exitCode = code;
  stopping = true;
  for (const child of children) killGroup(child, 'SIGTERM');
  // Whatever ignores SIGTERM gets SIGKILL shortly after.
  setTimeout(() => {
    for (const child of children) killGroup(child, 'SIGKILL');
    process.exit(exitCode);
  }, 3000).unref();
  if (children.every((child) => child.exitCode !== null || child.signalCode !== null)) process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
process.on('exit', () => {
  for (const child of children) killGroup(child, 'SIGKILL');
});

run('api', 'npx', ['--no', '--', 'tsx', 'watch', 'apps/api/src/server.ts'], {
  PORT: API_PORT,
  NODE_ENV: process.env.NODE_ENV || 'development',
});
run('web', 'npm', ['run', 'dev', '-w', 'apps/web']);
