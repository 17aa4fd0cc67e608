#!/usr/bin/env node
// `npm start`: build once if the bundles are missing, then run the production server.
// The server serves the built web app and the API on one port (PORT, default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = join(root, 'apps/web/dist/index.html');
const serverEntry = join(root, 'apps/api/dist/server.js');

if (!existsSync(webIndex) || !existsSync(serverEntry)) {
  console.log('[start] No build found; running `npm run build` first (only on the first start).');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error(`[start] The build failed (exit ${build.status ?? build.signal}); not starting the server.`);
    process.exit(build.status || 1);
  }
}

const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT || '3000' },
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`[start] Could not start the server: ${error.message}`);
  process.exit(1);
});

server.on('exit', (code, signal) => {
  // A server stopped by our forwarded signal is a clean stop, not a failure.
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});
