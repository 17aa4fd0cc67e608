#!/usr/bin/env node
// `npm start`: build when there is no build or the sources changed since it was made (build-stamp.mjs), then run the
// production server, and start it again when it dies (a crash, the heap's limit, a kill), with a growing pause and a
// limit on crash loops. The server serves the built web app and the API on one port (PORT, default 3000).
// A supervisor (systemd with Restart=on-failure, a container's restart policy) does the same for a shop in production.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readStamp, sourceHash } from './build-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = join(root, 'apps/web/dist/index.html');
const serverEntry = join(root, 'apps/api/dist/server.js');

/** Why a build is needed, or null when the build there is of these sources. */
function buildReason() {
  if (!existsSync(webIndex) || !existsSync(serverEntry)) return 'No build found; running `npm run build` first.';
  const sources = sourceHash(root);
  // Only the built files here (no sources to build from): serve them.
  if (sources === null) return null;
  const stamp = readStamp(root);
  if (!stamp?.sources) return 'The build here does not say which sources it was made from; running `npm run build` to be sure it is of these.';
  if (stamp.sources !== sources) {
    return `The sources changed since the last build (${stamp.builtAt ?? 'at an unknown time'}): an upgrade or an edit. Running \`npm run build\` first.`;
  }
  return null;
}

const reason = buildReason();
if (reason) {
  console.log(`[start] ${reason}`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`[start] The build failed (exit ${build.status ?? build.signal}); not starting the server.`);
    process.exit(build.status || 1);
  }
}

/** Restarts allowed within a minute before a crash loop is given up (SERVER_RESTARTS_PER_MINUTE; 0 = never restart). */
function restartsPerMinute() {
  const raw = process.env.SERVER_RESTARTS_PER_MINUTE?.trim();
  if (!raw) return 5;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`[start] SERVER_RESTARTS_PER_MINUTE must be a whole number >= 0 (got "${raw}")`);
    process.exit(1);
  }
  return value;
}
const maxRestarts = restartsPerMinute();
const WINDOW_MS = 60_000;
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;

let server;
let stopping = false;
let pending;
/** When the server died, within the last minute. */
let crashes = [];

function startServer() {
  pending = undefined;
  server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.PORT || '3000' },
  });
  server.on('error', (error) => {
    console.error(`[start] Could not start the server: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', serverExited);
}

function serverExited(code, signal) {
  // Stopped by us (Ctrl-C, SIGTERM), or it stopped itself cleanly: that is the end.
  if (stopping || code === 0) process.exit(code ?? 0);
  const now = Date.now();
  crashes = crashes.filter((at) => now - at < WINDOW_MS);
  crashes.push(now);
  const how = signal ? `killed by ${signal}` : `exit code ${code}`;
  if (crashes.length > maxRestarts) {
    console.error(
      maxRestarts === 0
        ? `[start] The server stopped unexpectedly (${how}); not restarting it (SERVER_RESTARTS_PER_MINUTE=0).`
        : `[start] The server stopped unexpectedly (${how}), ${crashes.length} times within a minute; not restarting it again. See the log above.`,
    );
    process.exit(code || 1);
  }
  const pause = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (crashes.length - 1));
  console.error(`[start] The server stopped unexpectedly (${how}); starting it again in ${pause / 1000} s (restart ${crashes.length} of at most ${maxRestarts} a minute).`);
  pending = setTimeout(startServer, pause);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true;
    if (pending) {
      clearTimeout(pending);
      process.exit(0);
    }
    if (server && server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

startServer();
