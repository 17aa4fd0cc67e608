import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBook, createSignedInUser, type SignedIn } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { multipart } from '../../../test/multipart';

const coversDir = mkdtempSync(join(tmpdir(), 'boipoka-covers-test-'));
afterAll(() => rmSync(coversDir, { recursive: true, force: true }));

/** A PNG whose tEXt chunk carries a script: what a hostile upload hides in metadata. */
async function pngWithScript(width = 600, height = 900): Promise<Buffer> {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 60 } } })
    .png()
    .toBuffer();
  const data = Buffer.concat([Buffer.from('Comment\0'), Buffer.from('<script>alert("cover")</script>')]);
  const type = Buffer.from('tEXt');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])) >>> 0, 8 + data.length);
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), chunk, png.subarray(iend)]);
}

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Studio', ImageDescription: 'taken at home' } })
    .toBuffer();
}

describe('cover uploads', () => {
  const ctx = useTestApp({ coversDir });
  let admin: SignedIn;
  let reader: SignedIn;
  beforeAll(async () => {
    admin = await createSignedInUser(ctx.app, ctx.db, { role: 'admin' });
    reader = await createSignedInUser(ctx.app, ctx.db);
  });

  const upload = (signedIn: SignedIn | null, bookId: string, file: Buffer, filename?: string, contentType?: string) => {
    const form = multipart(file, filename ?? 'cover.png', contentType ?? 'image/png', 'cover');
    return ctx.app.inject({ method: 'POST', url: `/api/books/${bookId}/cover`, payload: form.payload, headers: { ...form.headers, ...(signedIn?.auth ?? {}) } });
  };
  const filesOf = (bookId: string) => {
    try {
      return readdirSync(join(coversDir, bookId)).sort();
    } catch {
      return [];
    }
  };

  it("stores a PNG as WebP at three widths, without its metadata, and makes it the book's image", async () => {
    const book = await createBook(ctx.db);
    const res = await upload(admin, book.id, await pngWithScript());
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json().data.image as string;
    expect(image).toMatch(new RegExp(`^/api/covers/${book.id}/[0-9a-f]{16}-400\\.webp$`));
    const hash = /([0-9a-f]{16})-400/.exec(image)![1];
    expect(filesOf(book.id)).toEqual([`${hash}-200.webp`, `${hash}-400.webp`, `${hash}-800.webp`]);

    // The storefront reads it: WebP, cached for good, at the width its name says.
    const served = await ctx.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
    // A source narrower than a width is never enlarged: 600 px wide gives 600 at the 800 name.
    const large = await ctx.app.inject({ method: 'GET', url: image.replace('-400.', '-800.') });
    expect((await sharp(large.rawPayload).metadata()).width).toBe(600);

    // The book answer the storefront reads carries it.
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/books/${book.id}` });
    expect(detail.json().data.image).toBe(image);
  });

  it('turns a JPEG upright and drops its EXIF', async () => {
    const book = await createBook(ctx.db);
    const res = await upload(admin, book.id, await jpegWithGps(), 'photo.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const served = await ctx.app.inject({ method: 'GET', url: res.json().data.image.replace('-400.', '-800.') });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Studio'))).toBe(false);
  });

  it('refuses what is not a picture, whatever its name says, and changes nothing', async () => {
    const book = await createBook(ctx.db, { image: 'https://covers.example/a.jpg' });
    for (const body of [Buffer.from('MZ\x90\x00 this is an executable, not a photo'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), Buffer.from('%PDF-1.7\n')]) {
      const res = await upload(admin, book.id, body, 'cover.jpg', 'image/jpeg');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Cover must be a JPEG, PNG or WebP image', errors: [{ path: 'cover', message: 'Cover must be a JPEG, PNG or WebP image' }] });
    }
    // A GIF is a picture, but not one the shop takes.
    const gif = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#888' } })
      .gif()
      .toBuffer();
    expect((await upload(admin, book.id, gif, 'cover.gif', 'image/gif')).statusCode).toBe(400);
    expect(filesOf(book.id)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/books/${book.id}` })).json().data.image).toBe('https://covers.example/a.jpg');
  });

  it('refuses a file over 5 MB with 413, a tiny picture and a decompression bomb with 400, each naming the field', async () => {
    const book = await createBook(ctx.db);
    const big = await upload(admin, book.id, Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ success: false, errors: [{ path: 'cover' }] });
    const tiny = await upload(
      admin,
      book.id,
      await sharp({ create: { width: 40, height: 60, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json().errors[0]).toMatchObject({ path: 'cover', message: 'Cover must be at least 100 pixels wide and high' });
    // A small file whose header says 20,000 × 20,000 pixels: refused before anything is decoded.
    const bomb = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)) >>> 0, 29);
    const res = await upload(admin, book.id, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ path: 'cover', message: 'Cover is too large: at most 5 MB and 40 megapixels' });
    expect(filesOf(book.id)).toEqual([]);
  });

  it('only an admin uploads; an unknown book is 404; a request that is not multipart is 400', async () => {
    const book = await createBook(ctx.db);
    const png = await pngWithScript();
    expect((await upload(null, book.id, png)).statusCode).toBe(401);
    expect((await upload(reader, book.id, png)).statusCode).toBe(403);
    expect((await upload(admin, '00000000-0000-4000-8000-000000000000', png)).statusCode).toBe(404);
    const json = await ctx.app.inject({ method: 'POST', url: `/api/books/${book.id}/cover`, headers: admin.auth, payload: { cover: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0].path).toBe('cover');
    expect(filesOf(book.id)).toEqual([]);
  });

  it('replacing, removing, or pointing the image elsewhere leaves no orphan file', async () => {
    const book = await createBook(ctx.db);
    const first = (await upload(admin, book.id, await pngWithScript(500, 750))).json().data.image as string;
    const second = (await upload(admin, book.id, await pngWithScript(700, 1050))).json().data.image as string;
    expect(second).not.toBe(first);
    const secondHash = /([0-9a-f]{16})-400/.exec(second)![1];
    await vi.waitFor(() => expect(filesOf(book.id).every((name) => name.startsWith(secondHash))).toBe(true));
    expect(filesOf(book.id)).toHaveLength(3);
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    // Edit Book sets an image URL instead: the uploaded files go.
    const edited = await ctx.app.inject({ method: 'PATCH', url: `/api/books/${book.id}`, headers: admin.auth, payload: { image: 'https://covers.example/new.jpg' } });
    expect(edited.statusCode).toBe(200);
    await vi.waitFor(() => expect(filesOf(book.id)).toEqual([]));

    // Upload again, then remove: placeholder, no files.
    await upload(admin, book.id, await pngWithScript());
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/books/${book.id}/cover`, headers: admin.auth });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.image).toBe('');
    await vi.waitFor(() => expect(filesOf(book.id)).toEqual([]));
  });

  it('serves only the names the shop writes: no path outside the covers', async () => {
    const book = await createBook(ctx.db);
    const image = (await upload(admin, book.id, await pngWithScript())).json().data.image as string;
    for (const url of [
      `/api/covers/${book.id}/..%2f..%2fjwt-secret`,
      `/api/covers/${book.id}/${image.split('/').pop()!.replace('.webp', '.png')}`,
      `/api/covers/..%2f${book.id}/${image.split('/').pop()}`,
      `/api/covers/${book.id}/0000000000000000-400.webp`,
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
