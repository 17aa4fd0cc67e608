#!/usr/bin/env node
// `npm test`: every suite of the project, one after another, added up.
//
//   lint  ESLint (`npm run lint:code`: the import walls, zero warnings) and Prettier (`npm run format:check`): two checks,
//         each one counted test; a check that cannot start or run fails.
//   unit  Vitest over all workspaces (shared, api, web); the API tests use embedded PGlite.
//   pg    The API project again, against the real PostgreSQL in TEST_DATABASE_URL.
//         In CI (CI=true) a missing TEST_DATABASE_URL is a failed suite, never a silent skip.
//   e2e   `npm run build`, then Playwright in Chromium against the real built server.
//   load  bench/load/run.mjs for 10 s: realistic mix under load, 0 errors and 0 oversells (one counted test).
//
// Each suite writes a JSON report to a temp file that is read for the counts. A suite whose runner
// crashes, times out or leaves no readable report counts as at least 1 failed. The last line printed is
// `N passed, N failed` over all suites run, and the exit code is non-zero if anything failed.
//
// Usage: npm test [-- --only=lint|unit|pg|e2e|load[,...]]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SUITES = ['lint', 'unit', 'pg', 'e2e', 'load'];
const isCI = process.env.CI === 'true' || process.env.CI === '1';
const minutes = (name, fallback) => Number(process.env[name] || fallback) * 60_000;
const TIMEOUTS = {
  lint: minutes('TEST_LINT_TIMEOUT_MIN', 10),
  unit: minutes('TEST_UNIT_TIMEOUT_MIN', 25),
  pg: minutes('TEST_PG_TIMEOUT_MIN', 25),
  build: minutes('TEST_BUILD_TIMEOUT_MIN', 10),
  // A guard against a hung browser suite, not its budget: on a slow day (2026-11-29, every suite 1.5× its usual time) it ran 25 min.
  e2e: minutes('TEST_E2E_TIMEOUT_MIN', 40),
  load: minutes('TEST_LOAD_TIMEOUT_MIN', 5),
};

function parseOnly(argv) {
  const arg = argv.find((a) => a.startsWith('--only='));
  if (!arg) return SUITES;
  const picked = arg
    .slice('--only='.length)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = picked.filter((s) => !SUITES.includes(s));
  if (unknown.length > 0 || picked.length === 0) {
    console.error(`Unknown suite in ${arg}; choose from ${SUITES.join(', ')}.`);
    process.exit(2);
  }
  return SUITES.filter((s) => picked.includes(s));
}

const only = parseOnly(process.argv.slice(2));
const workDir = mkdtempSync(join(tmpdir(), 'boipoka-tests-'));
const results = [];
let current = null; // the running child, so a signal can stop its whole process group

function banner(text) {
  console.log(`\n${'='.repeat(72)}\n${text}\n${'='.repeat(72)}`);
}

/** Runs a command in its own process group with the console inherited; resolves to its exit code. */
function run(command, args, { env = process.env, timeoutMs }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
    current = child;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`\n[test] ${command} ${args.join(' ')} ran past ${timeoutMs / 60_000} min; stopping it.`);
      killGroup(child, 'SIGINT'); // lets Playwright run its teardown
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      current = null;
      console.error(`[test] Could not run ${command}: ${error.message}`);
      resolve({ code: 127, timedOut });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = null;
      // Anything the runner left running in its group (a stray server) goes with it.
      killGroup(child, 'SIGKILL');
      resolve({ code: code ?? 128, signal, timedOut });
    });
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A runner that failed without any failed test to show for it (crash, timeout, load error) still fails. */
function settle(result, { code, timedOut }, reportFound) {
  if (timedOut) result.notes.push('timed out');
  if (!reportFound) result.notes.push('no report: the runner crashed or printed no result');
  else if (result.passed + result.failed === 0) result.notes.push('no test was run'); // proves nothing
  if (result.failed === 0 && (code !== 0 || timedOut || !reportFound || result.passed === 0)) {
    result.failed = 1;
    if (reportFound && !timedOut && result.passed > 0) result.notes.push(`runner exited ${code} with no failed test reported`);
  }
  return result;
}

/** Counts from Vitest's JSON reporter (Jest-compatible shape). */
async function vitestSuite(label, args, env) {
  const report = join(workDir, `${label}.json`);
  const outcome = await run('npx', ['--no', '--', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    env,
    timeoutMs: TIMEOUTS[label],
  });
  const json = readJson(report);
  const result = { suite: label, passed: 0, failed: 0, skipped: 0, notes: [] };
  if (json) {
    result.passed = json.numPassedTests ?? 0;
    result.failed = json.numFailedTests ?? 0;
    result.skipped = (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
    // A test file that fails to load has no failed test inside it; count each such file once.
    const brokenFiles = (json.testResults ?? []).filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'));
    if (brokenFiles.length > 0) {
      result.failed += brokenFiles.length;
      result.notes.push(`${brokenFiles.length} test file(s) failed to run`);
    }
  }
  return settle(result, outcome, Boolean(json));
}

function withoutDatabaseUrls(env) {
  const copy = { ...env };
  delete copy.TEST_DATABASE_URL;
  delete copy.DATABASE_URL;
  return copy;
}

/** ESLint, then Prettier's check: each a counted test that passes only when its command exits 0 (no finding at all). */
async function lintSuite() {
  const result = { suite: 'lint', passed: 0, failed: 0, skipped: 0, notes: [] };
  const checks = [
    ['ESLint (eslint.config.js: the import walls, React hooks, jsx-a11y; zero warnings)', 'lint:code'],
    ['Prettier (the formatting of every file .prettierignore leaves in)', 'format:check'],
  ];
  for (const [title, script] of checks) {
    banner(`Lint: ${title}`);
    const outcome = await run('npm', ['run', '--silent', script], { timeoutMs: TIMEOUTS.lint });
    if (outcome.code === 0 && !outcome.timedOut) {
      result.passed += 1;
    } else {
      result.failed += 1;
      result.notes.push(`${script} ${outcome.timedOut ? 'timed out' : `failed (exit ${outcome.code})`}`);
    }
  }
  return result;
}

async function unitSuite() {
  banner('Unit and API tests (Vitest, all workspaces, API on embedded PGlite)');
  return vitestSuite('unit', [], withoutDatabaseUrls(process.env));
}

async function pgSuite() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (isCI) {
      banner('API tests on PostgreSQL');
      console.error('[test] FAILED: CI=true but TEST_DATABASE_URL is not set, so the API suite was not run against');
      console.error('[test] real PostgreSQL. In CI that suite must run; .ci/run sets TEST_DATABASE_URL.');
      return { suite: 'pg', passed: 0, failed: 1, skipped: 0, notes: ['TEST_DATABASE_URL not set in CI'] };
    }
    console.log('\n[test] Notice: TEST_DATABASE_URL is not set; the API suite on real PostgreSQL was not run.');
    console.log('[test] Set it (e.g. postgres://postgres@127.0.0.1:5432/test) to run it.');
    return { suite: 'pg', passed: 0, failed: 0, skipped: 0, notes: ['not run: TEST_DATABASE_URL not set'], notRun: true };
  }
  banner(`API tests on PostgreSQL (${redact(url)})`);
  const env = { ...withoutDatabaseUrls(process.env), TEST_DATABASE_URL: url };
  return vitestSuite('pg', ['--project', 'api'], env);
}

function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

async function e2eSuite() {
  banner('Browser tests: building the app');
  const result = { suite: 'e2e', passed: 0, failed: 0, skipped: 0, notes: [] };
  const build = await run('npm', ['run', 'build'], { timeoutMs: TIMEOUTS.build });
  if (build.code !== 0 || build.timedOut) {
    console.error(`[test] The build failed (${build.timedOut ? 'timed out' : `exit ${build.code}`}); the browser suite cannot run.`);
    result.failed = 1;
    result.notes.push('build failed');
    return result;
  }

  banner('Browser tests (Playwright, Chromium, against the built server)');
  const report = join(workDir, 'e2e.json');
  const env = { ...withoutDatabaseUrls(process.env), PLAYWRIGHT_JSON_OUTPUT_NAME: report };
  delete env.E2E_BASE_URL; // npm test always starts the server it just built, never one already running
  const outcome = await run('npx', ['--no', '--', 'playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    env,
    timeoutMs: TIMEOUTS.e2e,
  });
  const json = readJson(report);
  if (json) {
    const stats = json.stats ?? {};
    result.passed = (stats.expected ?? 0) + (stats.flaky ?? 0); // flaky: failed once, passed on retry
    result.failed = stats.unexpected ?? 0;
    result.skipped = stats.skipped ?? 0;
    if (stats.flaky) result.notes.push(`${stats.flaky} flaky`);
    const errors = json.errors ?? [];
    if (errors.length > 0) {
      // Errors outside any test: global setup, a file that does not load, a browser that cannot start.
      result.notes.push(`${errors.length} error(s) outside tests`);
      if (result.failed === 0) result.failed = errors.length;
    }
  }
  return settle(result, outcome, Boolean(json));
}

/** bench/load/run.mjs as one counted test: under load, 0 errors, 0 oversells, 0 lost orders (10 s here; 20 s by default). */
async function loadSuite() {
  banner('Load (autocannon against the real server on a fresh embedded database: bench/load/run.mjs)');
  const env = { ...withoutDatabaseUrls(process.env), LOAD_DURATION: process.env.LOAD_DURATION || '10' };
  const outcome = await run('node', ['--import', 'tsx', 'bench/load/run.mjs'], { env, timeoutMs: TIMEOUTS.load });
  const ok = outcome.code === 0 && !outcome.timedOut;
  return { suite: 'load', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, notes: outcome.timedOut ? ['timed out'] : ok ? [] : [`exit ${outcome.code}`] };
}

const runners = { lint: lintSuite, unit: unitSuite, pg: pgSuite, e2e: e2eSuite, load: loadSuite };

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n[test] Stopped by ${signal}.`);
    const stop = () => {
      rmSync(workDir, { recursive: true, force: true });
      process.exit(130);
    };
    if (!current) return stop();
    // SIGINT lets Playwright run its global teardown (stop the server, remove its DATA_DIR) before it exits.
    const child = current;
    child.once('exit', stop);
    killGroup(child, 'SIGINT');
    setTimeout(() => {
      killGroup(child, 'SIGKILL');
      stop();
    }, 10_000).unref();
  });
}

const started = Date.now();
for (const name of only) {
  const t0 = Date.now();
  let result;
  try {
    result = await runners[name]();
  } catch (error) {
    console.error(`[test] The ${name} suite crashed in the runner itself:`, error);
    result = { suite: name, passed: 0, failed: 1, skipped: 0, notes: ['runner error'] };
  }
  result.seconds = Math.round((Date.now() - t0) / 1000);
  results.push(result);
}
rmSync(workDir, { recursive: true, force: true });

const totals = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });

const rows = results.map((r) => [r.suite, r.notRun ? 'not run' : r.failed > 0 ? 'FAILED' : 'ok', String(r.passed), String(r.failed), String(r.skipped), `${r.seconds}s`, r.notes.join('; ')]);
const header = ['suite', 'result', 'passed', 'failed', 'skipped', 'time', 'notes'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) =>
  cells
    .map((c, i) => c.padEnd(widths[i]))
    .join('  ')
    .trimEnd();
console.log(`\nTest summary (${Math.round((Date.now() - started) / 1000)}s)`);
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));
console.log(line(['total', totals.failed > 0 ? 'FAILED' : 'ok', String(totals.passed), String(totals.failed), String(totals.skipped), '', '']));
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 ? 1 : 0;
