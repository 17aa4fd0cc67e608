#!/usr/bin/env node
// What a build was made from: a hash of everything `npm run build` reads (the workspaces' sources and configs, the root
// package files and the lockfile), written by the build as its last step into apps/api/dist/build-stamp.json.
// `npm start` (scripts/start.mjs) builds again when the sources' hash differs from the stamp: after `git pull && npm ci`
// the shop serves today's code, never yesterday's build. Run as a script, it writes the stamp for the checkout it is in.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const STAMP_FILE = 'apps/api/dist/build-stamp.json';
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.base.json'];
const WORKSPACES = ['packages/shared', 'apps/api', 'apps/web'];
/** What a build writes or a run leaves behind, never what it reads. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'data', 'coverage', 'test-results', 'playwright-report']);
/** Tests are not part of the build (editing one needs no new build), nor are logs and compilers' caches. */
const SKIPPED_FILE = /\.test\.[cm]?[jt]sx?$|\.log$|\.tsbuildinfo$/;

function listFiles(root, dir, out) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) listFiles(root, path, out);
    } else if (entry.isFile() && !SKIPPED_FILE.test(entry.name)) out.push(path);
  }
}

/** The hash of the sources a build of `root` reads; null when they are not there (a deployment of the built files only). */
export function sourceHash(root) {
  if (!WORKSPACES.every((workspace) => existsSync(join(root, workspace)))) return null;
  const files = ROOT_FILES.filter((file) => existsSync(join(root, file)));
  for (const workspace of WORKSPACES) listFiles(root, workspace, files);
  const hash = createHash('sha256');
  for (const file of files.map((path) => relative(root, join(root, path)).split(sep).join('/')).sort()) {
    const content = readFileSync(join(root, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return hash.digest('hex');
}

/** The stamp the last build wrote, or null. */
export function readStamp(root) {
  try {
    return JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8'));
  } catch {
    return null;
  }
}

export function writeStamp(root) {
  const stamp = { sources: sourceHash(root), builtAt: new Date().toISOString() };
  mkdirSync(dirname(join(root, STAMP_FILE)), { recursive: true });
  writeFileSync(join(root, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
  return stamp;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const stamp = writeStamp(root);
  console.log(`[build] Built from sources ${stamp.sources?.slice(0, 12) ?? '(none)'} (${STAMP_FILE}).`);
}
