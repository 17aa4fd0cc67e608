/**
 * The embedded database, off the server's main thread. This worker owns the PGlite instance and serves it over a
 * private Unix socket in the PostgreSQL wire protocol, so the server talks to it with the same `pg` driver as to a real
 * PostgreSQL, and no query, however slow, holds up the main thread's event loop (static files, cached catalogue pages,
 * health). PGlite is one session: the socket takes one connection at a time, and every message of it is run in order.
 * A second socket (`controlPath`) takes backup requests from `npm run db:backup` while the server runs.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface PgliteWorkerInput {
  /** undefined = in memory */
  dataDir?: string;
  socketPath: string;
  controlPath?: string;
  /** A pre-built cluster (tar.gz) to start an empty data directory from. */
  snapshot?: Uint8Array;
}

export type PgliteWorkerMessage = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'closed' };

// Wire-protocol constants (PostgreSQL docs, "Message Formats").
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'

const input = workerData as PgliteWorkerInput;
const port = parentPort!;

/** Closed while a backup runs: the client's next messages wait at it (the backup takes the session between transactions). */
let gate: Promise<void> = Promise.resolve();

/**
 * Runs `fn` with the client's messages held back and the session outside any transaction (a backup then sees only
 * committed work; PGlite's own dumpDataDir takes the database's lock for the copy).
 */
async function whenIdle<T>(db: PGlite, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    let open: () => void = () => {};
    const closed = new Promise<void>((resolve) => (open = resolve));
    const previous = gate;
    gate = closed;
    await previous;
    // The batch already running (or waiting for the lock) finishes; nothing new starts.
    await db.runExclusive(async () => undefined);
    if (!db.isInTransaction()) {
      try {
        await db.exec('CHECKPOINT');
        return await fn();
      } finally {
        open();
      }
    }
    open();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * PGlite is one session, so connections take turns: a connection's messages wait until every earlier connection has
 * closed (and its open transaction, if any, was rolled back). node-postgres replaces a connection after a failed query,
 * and the replacement must not run while the old one still holds the session.
 */
let sessionTail: Promise<void> = Promise.resolve();

function serveClient(db: PGlite, socket: Socket) {
  let buffer = Buffer.alloc(0);
  let started = false;
  let releaseSession: () => void = () => {};
  const held = new Promise<void>((resolve) => (releaseSession = resolve));
  const turn = sessionTail;
  sessionTail = turn.then(() => held);
  // The messages of this connection run one after another, each alone on the database, once it is this connection's turn.
  let chain: Promise<void> = turn;
  const run = (messages: Buffer[]) => {
    chain = chain.then(async () => {
      await gate;
      await db.runExclusive(async () => {
        for (const message of messages) {
          if (socket.destroyed) return;
          // The whole answer at once: the streaming variant fails on answers over its 128 KB buffer (PGlite 0.5.16).
          const answer = await db.execProtocolRaw(new Uint8Array(message));
          if (answer.length && socket.writable) socket.write(Buffer.from(answer));
        }
      });
    });
    chain = chain.catch(() => void socket.destroy());
  };
  socket.on('data', (data) => {
    buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
    const complete: Buffer[] = [];
    for (;;) {
      if (!started) {
        if (buffer.length < 8) break;
        const length = buffer.readInt32BE(0);
        const code = buffer.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          // No encryption on a private socket: 'N', and the client goes on in plain text.
          buffer = buffer.subarray(8);
          socket.write('N');
          continue;
        }
        if (buffer.length < length) break;
        if (code === CANCEL_REQUEST) {
          // A WASM backend cannot be interrupted; the statement runs to its end.
          buffer = buffer.subarray(length);
          socket.end();
          return;
        }
        complete.push(buffer.subarray(0, length));
        buffer = buffer.subarray(length);
        started = true;
        continue;
      }
      if (buffer.length < 5) break;
      const length = 1 + buffer.readInt32BE(1);
      if (buffer.length < length) break;
      const message = buffer.subarray(0, length);
      buffer = buffer.subarray(length);
      // Terminate ends this connection, not the one session PGlite has.
      if (message[0] === TERMINATE) {
        run(complete.splice(0));
        chain = chain.then(() => void socket.end());
        return;
      }
      complete.push(message);
    }
    if (complete.length) run(complete);
  });
  socket.on('error', () => socket.destroy());
  socket.on('close', () => {
    // A connection that went away inside a transaction must not leave it open for the next one.
    chain = chain
      .catch(() => {})
      .then(() => db.runExclusive(async () => (db.isInTransaction() ? void (await db.exec('ROLLBACK')) : undefined)))
      .catch(() => {})
      .finally(releaseSession);
  });
}

/** `{"op":"backup","file":"…"}` → a consistent tar.gz of the data directory, written to the file. One JSON line each way. */
function serveControl(db: PGlite, socket: Socket) {
  let text = '';
  socket.on('data', (data) => {
    text += data.toString('utf8');
    const end = text.indexOf('\n');
    if (end < 0) return;
    const request = JSON.parse(text.slice(0, end)) as { op: string; file?: string };
    const answer = async () => {
      if (request.op === 'ping') return { ok: true };
      if (request.op === 'backup' && request.file) {
        const tarball = await whenIdle(db, () => db.dumpDataDir('gzip'));
        const bytes = Buffer.from(await tarball.arrayBuffer());
        writeFileSync(request.file, bytes, { mode: 0o600 });
        return { ok: true, bytes: bytes.length };
      }
      return { ok: false, error: `unknown request ${request.op}` };
    };
    answer()
      .catch((error: unknown) => ({ ok: false, error: error instanceof Error ? error.message : String(error) }))
      .then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  });
  socket.on('error', () => socket.destroy());
}

function listen(server: Server, path: string): Promise<void> {
  rmSync(path, { force: true });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      // Only this user may connect (the directory is private too).
      chmodSync(path, 0o600);
      resolve();
    });
  });
}

async function main() {
  const options = { extensions: { pg_trgm }, ...(input.snapshot ? { loadDataDir: new Blob([new Uint8Array(input.snapshot)]) } : {}) };
  const db = input.dataDir ? new PGlite(input.dataDir, options) : new PGlite(options);
  await db.waitReady;
  const server = createServer((socket) => serveClient(db, socket));
  await listen(server, input.socketPath);
  const control = input.controlPath ? createServer((socket) => serveControl(db, socket)) : undefined;
  if (control && input.controlPath) await listen(control, input.controlPath);

  port.on('message', (message: { type: string }) => {
    if (message.type !== 'close') return;
    void (async () => {
      server.close();
      control?.close();
      // Waits for what runs, then shuts the cluster down cleanly (a checkpoint: the data directory is consistent).
      await db.runExclusive(async () => undefined);
      await db.close();
      if (input.controlPath) rmSync(input.controlPath, { force: true });
      port.postMessage({ type: 'closed' } satisfies PgliteWorkerMessage);
    })();
  });
  port.postMessage({ type: 'ready' } satisfies PgliteWorkerMessage);
}

main().catch((error: unknown) => {
  port.postMessage({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies PgliteWorkerMessage);
});
