import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * File bytes by id: the local folder (DATA_DIR/files) by default, S3-compatible object storage when
 * configured (storage-s3.ts). Only the files module (src/files/) uses it: it also writes the `files`
 * row that says what a stored file is and who may read it.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(bytes: Buffer, ext: string): Promise<string>;
  /** Moves a finished local file (an upload staged on disk) into storage, streamed. */
  putFile(srcPath: string, ext: string): Promise<string>;
  get(id: string): Promise<Buffer | null>;
  /** Size in bytes, or null when missing. */
  size(id: string): Promise<number | null>;
  /** The bytes from start to end inclusive (or all), streamed: large videos are never held in memory. Null when missing. */
  stream(id: string, range?: { start: number; end: number }): Promise<Readable | null>;
  remove(id: string): Promise<void>;
  close(): Promise<void>;
}

/** Ids are `<uuid>.<ext>`: nothing a client sends can name another path or key. */
export const STORAGE_ID = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;
export const newStorageId = (ext: string) => `${randomUUID()}.${ext}`;

export function createLocalStorage(dir: string): FileStorage {
  const fileOf = (id: string) => path.join(dir, id.slice(0, 2), id);
  const newId = async (ext: string) => {
    const id = newStorageId(ext);
    await fs.mkdir(path.dirname(fileOf(id)), { recursive: true });
    return id;
  };
  return {
    kind: 'local',
    async put(bytes, ext) {
      const id = await newId(ext);
      const file = fileOf(id);
      // Write then rename, so a crash never leaves a half-written file under a valid id.
      await fs.writeFile(`${file}.part`, bytes);
      await fs.rename(`${file}.part`, file);
      return id;
    },
    async putFile(srcPath, ext) {
      const id = await newId(ext);
      const file = fileOf(id);
      try {
        await fs.rename(srcPath, file);
      } catch {
        // Another file system: copy then rename, as put does.
        await fs.copyFile(srcPath, `${file}.part`);
        await fs.rename(`${file}.part`, file);
        await fs.rm(srcPath, { force: true });
      }
      return id;
    },
    async get(id) {
      if (!STORAGE_ID.test(id)) return null;
      try {
        return await fs.readFile(fileOf(id));
      } catch {
        return null;
      }
    },
    async size(id) {
      if (!STORAGE_ID.test(id)) return null;
      try {
        return (await fs.stat(fileOf(id))).size;
      } catch {
        return null;
      }
    },
    async stream(id, range) {
      if (!STORAGE_ID.test(id)) return null;
      // Opened before it is handed out, so a missing file is a null here, not a stream error later.
      const handle = await fs.open(fileOf(id), 'r').catch(() => null);
      if (!handle) return null;
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async remove(id) {
      if (!STORAGE_ID.test(id)) return;
      await fs.rm(fileOf(id), { force: true });
    },
    async close() {},
  };
}
