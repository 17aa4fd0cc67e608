import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded covers live: every read and write of cover files goes through this interface, so an object store
 * (S3-compatible) can stand in for the directory by implementing these four methods (docs/decisions/023-cover-uploads.md).
 * Keys are `<book id>/<name>`; both parts are checked by the caller against strict patterns before they get here.
 */
export interface CoverStorage {
  put(key: string, body: Buffer): Promise<void>;
  /** The file, or undefined when there is none. */
  get(key: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** The names stored under a book. */
  list(bookId: string): Promise<string[]>;
  remove(key: string): Promise<void>;
}

/** Covers as files under one directory (DATA_DIR/covers by default). Several instances share it as a shared volume. */
export class DirectoryCoverStorage implements CoverStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Buffer): Promise<void> {
    const file = join(this.root, key);
    await mkdir(join(file, '..'), { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, body);
    await rename(partial, file);
  }

  async get(key: string): Promise<{ stream: Readable; size: number } | undefined> {
    const file = join(this.root, key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      return { stream: createReadStream(file), size: info.size };
    } catch {
      return undefined;
    }
  }

  async list(bookId: string): Promise<string[]> {
    try {
      return (await readdir(join(this.root, bookId))).filter((name) => !name.endsWith('.partial'));
    } catch {
      return [];
    }
  }

  async remove(key: string): Promise<void> {
    await rm(join(this.root, key), { force: true });
  }
}
