#!/usr/bin/env node
/**
 * `npm run bench:web [-- --no-build --runs 1 --no-lighthouse --only=pages|covers]` (--no-lighthouse: only the first-load
 * weights; --only=covers: only the uploaded-covers scenario below, --only=pages: everything but it)
 *
 * Builds the web app and the API, starts the production server on a fresh embedded database (temp DATA_DIR, demo data),
 * then for `/`, `/all-products`, `/product-details/:id` (a book with a Latin title, and one with a Bangla title, which
 * loads the Bangla font) and their Bangla pages `/bn`, `/bn/all-products`, `/bn/product-details/:id` (skipped, with a
 * note, while the server does not render them in Bangla):
 *   1. loads the page once in a fresh Chromium context (cold cache) and sums what it downloaded, by type: bytes on the wire
 *      (the server's own encoding) and the gzip -9 size of each response body;
 *   2. runs Lighthouse 12 (mobile, default config) and prints the four category scores, LCP, TBT, CLS and every
 *      failing accessibility / best-practices / SEO audit with what it points at.
 * Then the uploaded-covers scenario (issue 16): the server is stopped, an admin is made in its database with
 * `npm run admin:create` (a production server has no demo accounts: it refuses to start with one), the server started
 * again, and the admin uploads a photo-like JPEG (noise over a gradient, a few hundred KB, of varied sizes and aspect
 * ratios, made with sharp) as the cover of every book that `/all-products` (page 1) and `/` show, so those pages show
 * only uploaded covers; then Lighthouse mobile on `/all-products`, `/bn/all-products`, `/` and `/bn`, with the image
 * bytes each page downloaded and every performance / best-practices audit that does not pass.
 * Writes bench/results/web-<time>.json and web-latest.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const NO_BUILD = argv.includes('--no-build');
const NO_LIGHTHOUSE = argv.includes('--no-lighthouse');
const ONLY = argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (ONLY && !['pages', 'covers'].includes(ONLY)) throw new Error(`--only must be pages or covers (got ${ONLY})`);
const CHROME = process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

let server;
const work = mkdtempSync(join(tmpdir(), 'boipoka-bench-web-'));
async function cleanup() {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    process.kill(server.pid, 'SIGTERM');
    const t = setTimeout(() => server.exitCode === null && process.kill(server.pid, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(t);
  }
  rmSync(work, { recursive: true, force: true });
}
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => cleanup().then(() => process.exit(130)));

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(url, timeoutMs = 120_000) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

function typeOf(resourceType, contentType, url) {
  const ct = (contentType || '').toLowerCase();
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script' || ct.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || ct.includes('text/css')) return 'css';
  if (resourceType === 'font' || ct.includes('font') || /\.(woff2?|ttf|otf)(\?|$)/.test(url)) return 'font';
  if (resourceType === 'image' || ct.startsWith('image/')) return 'image';
  if (resourceType === 'fetch' || resourceType === 'xhr') return 'api';
  return 'other';
}

async function weigh(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const wire = new Map(); // requestId -> encoded bytes (headers + body as received)
  cdp.on('Network.loadingFinished', (e) => wire.set(e.requestId, e.encodedDataLength));
  const meta = new Map();
  cdp.on('Network.responseReceived', (e) =>
    meta.set(e.requestId, { url: e.response.url, type: e.type, contentType: e.response.mimeType, encoding: e.response.headers['content-encoding'] || e.response.headers['Content-Encoding'] || '' }),
  );
  const bodies = [];
  page.on('response', async (res) => {
    try {
      const body = await res.body();
      bodies.push({ url: res.url(), body });
    } catch {
      /* redirects and aborted requests have no body */
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const gzipOf = new Map();
  for (const b of bodies) gzipOf.set(b.url, { raw: b.body.length, gzip: gzipSync(b.body, { level: 9 }).length });
  const byType = {};
  const files = [];
  for (const [id, m] of meta) {
    if (m.url.startsWith('data:')) continue;
    const type = typeOf(m.type?.toLowerCase(), m.contentType, m.url);
    const sizes = gzipOf.get(m.url) ?? { raw: 0, gzip: 0 };
    const t = (byType[type] ??= { requests: 0, wireBytes: 0, gzipBytes: 0, rawBytes: 0 });
    t.requests++;
    t.wireBytes += wire.get(id) ?? 0;
    t.gzipBytes += sizes.gzip;
    t.rawBytes += sizes.raw;
    files.push({ url: m.url.replace(/^https?:\/\/[^/]+/, ''), type, encoding: m.encoding, wireBytes: wire.get(id) ?? 0, gzipBytes: sizes.gzip, rawBytes: sizes.raw });
  }
  await context.close();
  const staticTypes = ['html', 'js', 'css', 'font', 'image'];
  const total = (key) => staticTypes.reduce((s, t) => s + (byType[t]?.[key] ?? 0), 0);
  return { byType, staticGzipBytes: total('gzipBytes'), staticWireBytes: total('wireBytes'), files: files.sort((a, b) => b.gzipBytes - a.gzipBytes) };
}

function metric(lhr, id, digits) {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' ? Number(v.toFixed(digits)) : null;
}

function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  const out = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || ['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
    const items = (audit.details?.items ?? []).slice(0, 8).map((item) => {
      const node = item.node ?? item;
      const sub = (item.subItems?.items ?? [])
        .map((x) => x.url ?? x.text ?? JSON.stringify(x))
        .slice(0, 3)
        .join(', ');
      return [item.issueType, node.selector, node.nodeLabel, node.snippet, item.url, item.description, item.source?.url, sub].filter(Boolean).join(' | ').slice(0, 300);
    });
    out.push({ id: ref.id, title: audit.title, score: audit.score, displayValue: audit.displayValue, items });
  }
  return out;
}

async function main() {
  if (!NO_BUILD) {
    run('npm', ['run', 'build', '-w', 'apps/web']);
    run('npm', ['run', 'build', '-w', 'apps/api']);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  await startServer(port);
  const out = { when: new Date().toISOString(), node: process.version, chrome: CHROME ?? 'playwright', loadAverage: loadavg() };
  if (ONLY !== 'covers') Object.assign(out, await measurePages(base));
  if (ONLY !== 'pages') out.uploadedCovers = await measureUploadedCovers(port, base);
  out.loadAverageAfter = loadavg();
  console.log(
    `\nLoad average (1, 5, 15 min): ${out.loadAverage.map((n) => n.toFixed(2)).join(', ')} at the start, ${out.loadAverageAfter.map((n) => n.toFixed(2)).join(', ')} at the end (${cpus().length} cores)`,
  );

  const dir = join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `web-${out.when.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
  writeFileSync(join(dir, 'web-latest.json'), JSON.stringify(out, null, 2) + '\n');
  console.log(`\nWrote ${file}`);
}

/** The built server on this run's database (DATA_DIR), as a deployed shop runs it; resolves once it renders pages. */
async function startServer(port) {
  const base = `http://127.0.0.1:${port}`;
  const fd = openSync(join(work, 'server.log'), 'a');
  server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    // PUBLIC_URL as a deployed shop sets it: canonical and hreflang links are absolute only with it (SEO wants them so).
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), DEMO: 'true', RATE_LIMIT_MAX: '0', PUBLIC_URL: base },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  await waitFor(`${base}/api/health`);
  // The server renderer loads in the background after the start; measure the pages as they are served from then on.
  for (const t0 = Date.now(); !(await (await fetch(`${base}/`)).text()).includes('id="boipoka-state"');) {
    if (Date.now() - t0 > 30_000) throw new Error('/ is not server-rendered (is apps/web/dist-server built?)');
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  process.kill(server.pid, 'SIGTERM');
  await exited;
}

/** The storefront pages in both languages: first-load weights, then Lighthouse. */
async function measurePages(base) {
  const list = await (await fetch(`${base}/api/books?limit=1`)).json();
  const bookId = list.data?.[0]?._id;
  if (!bookId) throw new Error('no book to open on the detail page');
  const bangla = /[\u0980-\u09FF]/;
  const banglaBook = (await (await fetch(`${base}/api/books?page=1&limit=100`)).json()).data?.find((b) => bangla.test(b.title));
  const pages = [
    { name: 'home', path: '/' },
    { name: 'all-products', path: '/all-products' },
    { name: 'product-details', path: `/product-details/${bookId}` },
    ...(banglaBook ? [{ name: 'product-bn-title', path: `/product-details/${banglaBook._id}` }] : []),
  ];
  // The Bangla pages, measured once the server renders them in Bangla (until then /bn/... answers 404, or 200 with the
  // app's shell for the browser to render, which is not the page the budget is about).
  const banglaPages = [
    { name: 'bn-home', path: '/bn', english: 'home' },
    { name: 'bn-all-products', path: '/bn/all-products', english: 'all-products' },
    { name: 'bn-product-details', path: `/bn/product-details/${bookId}`, english: 'product-details' },
  ];
  for (const p of banglaPages) {
    const res = await fetch(base + p.path, { headers: { accept: 'text/html' } });
    const html = await res.text();
    if (res.status === 200 && /<html[^>]*\slang="bn"/.test(html) && html.includes('id="boipoka-state"')) pages.push(p);
    else
      console.log(
        `[bench:web] skipping ${p.path}: ${res.status === 404 ? 'it answers 404' : `it answers ${res.status} but is not a server-rendered Bangla page (no <html lang="bn"> with its data)`}; the /bn pages come with the locale work`,
      );
  }

  console.log('[bench:web] weighing first loads in Chromium …');
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.filter((f) => f !== '--headless=new') });
  const weights = {};
  try {
    for (const p of pages) weights[p.name] = await weigh(browser, base + p.path);
  } finally {
    await browser.close();
  }

  const lighthouseResults = {};
  const chrome = NO_LIGHTHOUSE ? undefined : await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  if (chrome) console.log('[bench:web] Lighthouse (mobile, default config) …');
  try {
    for (const p of chrome ? pages : []) {
      const result = await lighthouse(base + p.path, { port: chrome.port, output: 'json', logLevel: 'error' });
      const lhr = result.lhr;
      lighthouseResults[p.name] = {
        url: p.path,
        scores: Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)])),
        lcpMs: metric(lhr, 'largest-contentful-paint', 0),
        tbtMs: metric(lhr, 'total-blocking-time', 0),
        cls: metric(lhr, 'cumulative-layout-shift', 3),
        fcpMs: metric(lhr, 'first-contentful-paint', 0),
        runtimeError: lhr.runtimeError?.message,
        metricErrors: ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
          .map((id) => lhr.audits[id]?.errorMessage && `${id}: ${lhr.audits[id].errorMessage}`)
          .filter(Boolean),
        failing: {
          accessibility: failingAudits(lhr, 'accessibility'),
          'best-practices': failingAudits(lhr, 'best-practices'),
          seo: failingAudits(lhr, 'seo'),
        },
        runWarnings: lhr.runWarnings,
      };
    }
  } finally {
    await chrome?.kill();
  }

  const kb = (n) => (n / 1024).toFixed(1);
  console.log('\nFirst load, gzip -9 KB of each body (wire KB as served) — static = html+js+css+font+image');
  console.log('page                html        js          css         font        image       static total      api');
  for (const p of pages) {
    const w = weights[p.name];
    const cell = (t) => (w.byType[t] ? `${kb(w.byType[t].gzipBytes)} (${kb(w.byType[t].wireBytes)})` : '-').padEnd(12);
    console.log(`${p.name.padEnd(20)}${cell('html')}${cell('js')}${cell('css')}${cell('font')}${cell('image')}${`${kb(w.staticGzipBytes)} (${kb(w.staticWireBytes)})`.padEnd(18)}${cell('api')}`);
  }
  const bnMeasured = pages.filter((p) => p.english);
  if (bnMeasured.length) {
    console.log('\nFirst-load JS, English page beside its Bangla page (gzip -9 KB; wire KB as served)');
    console.log('page              English           Bangla            difference');
    for (const p of bnMeasured) {
      const js = (name) => weights[name]?.byType.js ?? { gzipBytes: 0, wireBytes: 0 };
      const en = js(p.english);
      const bn = js(p.name);
      console.log(`${p.english.padEnd(18)}${`${kb(en.gzipBytes)} (${kb(en.wireBytes)})`.padEnd(18)}${`${kb(bn.gzipBytes)} (${kb(bn.wireBytes)})`.padEnd(18)}${kb(bn.gzipBytes - en.gzipBytes)}`);
    }
  }
  console.log('\nLighthouse 12, mobile (simulated throttling)');
  console.log('page                perf  a11y  best  seo   LCP ms  TBT ms  CLS');
  for (const p of chrome ? pages : []) {
    const l = lighthouseResults[p.name];
    const s = l.scores;
    console.log(
      `${p.name.padEnd(20)}${String(s.performance).padEnd(6)}${String(s.accessibility).padEnd(6)}${String(s['best-practices']).padEnd(6)}${String(s.seo).padEnd(6)}${String(l.lcpMs).padEnd(8)}${String(l.tbtMs).padEnd(8)}${l.cls}`,
    );
  }
  for (const p of chrome ? pages : []) {
    const l = lighthouseResults[p.name];
    if (l.runtimeError || l.metricErrors.length) console.log(`\n[${p.name}] Lighthouse errors: ${[l.runtimeError, ...l.metricErrors].filter(Boolean).join('; ')}`);
    for (const [cat, audits] of Object.entries(l.failing)) {
      for (const a of audits) {
        console.log(`\n[${p.name}] ${cat}: ${a.id} — ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        for (const item of a.items) console.log(`    ${item}`);
      }
    }
  }

  return { weights, lighthouse: lighthouseResults };
}

/**
 * A photographed cover stand-in: a diagonal gradient between two colours of the seed, blotches 24 px across (detail
 * that survives scaling down to the 200-800 px files, as a real cover's picture and lettering do) and grain on every
 * pixel (which JPEG cannot compress away, so the file is as heavy as a phone's photo of a cover), at quality 85.
 */
async function photoLikeCover(sharp, width, height, seed) {
  let state = (seed * 2654435761) >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const CELL = 24;
  const cols = Math.ceil(width / CELL) + 1;
  const blotches = Array.from({ length: (Math.ceil(height / CELL) + 1) * cols * 3 }, () => random() * 90 - 45);
  const blotch = (x, y, c) => {
    const gx = x / CELL,
      gy = y / CELL,
      x0 = Math.floor(gx),
      y0 = Math.floor(gy),
      fx = gx - x0,
      fy = gy - y0;
    const at = (cx, cy) => blotches[(cy * cols + cx) * 3 + c];
    return (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy;
  };
  const pixels = Buffer.alloc(width * height * 3);
  const from = [(seed * 67) % 200, (seed * 131) % 200, (seed * 197) % 200];
  const to = [255 - from[1], 255 - from[2], 255 - from[0]];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const o = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const grain = Math.floor(random() * 25) - 12;
        pixels[o + c] = Math.max(0, Math.min(255, Math.round(from[c] + (to[c] - from[c]) * t + blotch(x, y, c) + grain)));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.5)
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The books a server-rendered page shows: every book (an object with `_id` and `image`) in its embedded query cache. */
function booksInPage(html) {
  const json = /<script type="application\/json" id="boipoka-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page has no server state');
  const ids = new Set();
  const walk = (value) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if (typeof value._id === 'string' && 'image' in value) ids.add(value._id);
      Object.values(value).forEach(walk);
    }
  };
  walk(JSON.parse(json));
  return ids;
}

/**
 * Issue 16: 'Lighthouse still scores 100 on a page full of uploaded covers'. Every book `/all-products` (page 1) and `/`
 * show gets an uploaded photo-like cover, then Lighthouse mobile runs on those pages in both languages.
 */
async function measureUploadedCovers(port, base) {
  const { default: sharp } = await import('sharp');
  // A production server has no demo admin (it refuses to start with a demo password): make one as a shop does, with
  // admin:create on the stopped server's database (the embedded database belongs to one process).
  await stopServer();
  const email = 'bench-covers@boipoka.test';
  const password = `Covers-${Math.random().toString(36).slice(2)}-${Date.now()}`;
  const made = spawnSync('npm', ['run', '--silent', 'admin:create', '-w', 'apps/api', '--', '--email', email, '--password', password, '--name', 'Bench Covers'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: join(work, 'data'), NODE_ENV: '' },
    encoding: 'utf8',
  });
  if (made.status !== 0) throw new Error(`admin:create failed: ${made.stderr || made.stdout}`);
  await startServer(port);
  const login = await (await fetch(`${base}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })).json();
  const token = login.data?.accessToken;
  if (!token) throw new Error(`signing in as ${email} failed: ${JSON.stringify(login)}`);

  const shown = new Set();
  for (const path of ['/all-products', '/']) for (const id of booksInPage(await (await fetch(base + path)).text())) shown.add(id);
  // Sizes and shapes a phone camera and a scanner give: portrait covers, a square one, a landscape one, a small one.
  const shapes = [
    [1200, 1800],
    [1000, 1500],
    [1600, 2400],
    [900, 1400],
    [1400, 1400],
    [1800, 1200],
    [1100, 1650],
    [640, 1000],
    [1300, 2000],
  ];
  console.log(`\n[bench:web] uploading a photo-like cover to each of the ${shown.size} books /all-products and / show …`);
  const uploads = [];
  let i = 0;
  for (const id of shown) {
    const [width, height] = shapes[i % shapes.length];
    const jpeg = await photoLikeCover(sharp, width, height, ++i);
    const form = new FormData();
    form.append('cover', new Blob([jpeg], { type: 'image/jpeg' }), `cover-${i}.jpg`);
    const res = await fetch(`${base}/api/books/${id}/cover`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    if (!res.ok) throw new Error(`uploading a cover to ${id} failed: ${res.status} ${await res.text()}`);
    uploads.push({ book: id, width, height, jpegBytes: jpeg.length, image: (await res.json()).data.image });
  }
  const kbOf = (n) => (n / 1024).toFixed(0);
  const sizes = uploads.map((u) => u.jpegBytes).sort((a, b) => a - b);
  console.log(
    `[bench:web] ${uploads.length} covers uploaded: JPEG ${kbOf(sizes[0])}-${kbOf(sizes.at(-1))} KB, ${[...new Set(shapes.slice(0, uploads.length).map(([w, h]) => `${w}×${h}`))].join(', ')}`,
  );
  for (const path of ['/all-products', '/']) {
    const left = [...booksInPage(await (await fetch(base + path)).text())].filter((id) => !uploads.some((u) => u.book === id));
    if (left.length) throw new Error(`${path} still shows ${left.length} book(s) without an uploaded cover`);
  }

  const pages = [
    { name: 'covers-all-products', path: '/all-products' },
    { name: 'covers-bn-all-products', path: '/bn/all-products' },
    { name: 'covers-home', path: '/' },
    { name: 'covers-bn-home', path: '/bn' },
  ];
  const results = {};
  const chrome = NO_LIGHTHOUSE ? undefined : await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    for (const p of chrome ? pages : []) {
      const { lhr } = await lighthouse(base + p.path, { port: chrome.port, output: 'json', logLevel: 'error' });
      const images = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Image');
      const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      results[p.name] = {
        url: p.path,
        scores: Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)])),
        lcpMs: metric(lhr, 'largest-contentful-paint', 0),
        tbtMs: metric(lhr, 'total-blocking-time', 0),
        cls: metric(lhr, 'cumulative-layout-shift', 3),
        lcpElement: lcpElement ? `${lcpElement.selector} ${lcpElement.snippet}`.slice(0, 300) : null,
        images: images.map((r) => ({ url: r.url.replace(base, ''), transferBytes: r.transferSize, priority: r.priority })),
        imageBytes: images.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
        failing: {
          performance: failingAudits(lhr, 'performance'),
          accessibility: failingAudits(lhr, 'accessibility'),
          'best-practices': failingAudits(lhr, 'best-practices'),
          seo: failingAudits(lhr, 'seo'),
        },
        runtimeError: lhr.runtimeError?.message,
      };
    }
  } finally {
    await chrome?.kill();
  }

  console.log('\nLighthouse 12, mobile, pages showing only uploaded covers');
  console.log('page                      perf  a11y  best  seo   LCP ms  TBT ms  CLS    images (KB transferred)');
  for (const p of chrome ? pages : []) {
    const l = results[p.name];
    const s = l.scores;
    console.log(
      `${p.name.padEnd(26)}${String(s.performance).padEnd(6)}${String(s.accessibility).padEnd(6)}${String(s['best-practices']).padEnd(6)}${String(s.seo).padEnd(6)}${String(l.lcpMs).padEnd(8)}${String(l.tbtMs).padEnd(8)}${String(l.cls).padEnd(7)}${l.images.length} (${(l.imageBytes / 1024).toFixed(1)})`,
    );
  }
  for (const p of chrome ? pages : []) {
    const l = results[p.name];
    console.log(`\n[${p.name}] LCP element: ${l.lcpElement ?? '?'}`);
    for (const img of l.images) console.log(`    ${(img.transferBytes / 1024).toFixed(1).padStart(7)} KB  ${img.priority}  ${img.url}`);
    if (l.runtimeError) console.log(`    Lighthouse error: ${l.runtimeError}`);
    for (const [cat, audits] of Object.entries(l.failing)) {
      for (const a of audits) {
        console.log(`  ${cat}: ${a.id} — ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
        for (const item of a.items) console.log(`      ${item}`);
      }
    }
  }
  return { uploads, lighthouse: results };
}

try {
  await main();
} catch (error) {
  console.error('[bench:web] failed:', error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
