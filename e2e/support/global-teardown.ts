import { stopServer } from './global-setup';

/** Stops the server global setup started (by pid) and its mail catcher, and removes its temporary DATA_DIR. */
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_SERVER_PID) || undefined;
  await stopServer(pid, process.env.E2E_DATA_DIR);
  await (globalThis as { e2eMailCatcher?: { close: () => Promise<void> } }).e2eMailCatcher?.close();
  delete process.env.E2E_SERVER_PID;
  delete process.env.E2E_DATA_DIR;
}
