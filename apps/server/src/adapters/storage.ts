import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** File bytes by id. Local folder by default (DATA_DIR/files). */
export interface FileStorage {
  put(bytes: Buffer, ext: string): Promise<string>;
  /** Moves a finished local file (a large upload written to disk) into storage. */
  putFile(srcPath: string, ext: string): Promise<string>;
  get(id: string): Promise<Buffer | null>;
  /** Size in bytes, or null when missing. */
  size(id: string): Promise<number | null>;
  /** The bytes from start to end inclusive (or all), streamed: large videos are never held in memory. */
  stream(id: string, range?: { start: number; end: number }): Readable | null;
  remove(id: string): Promise<void>;
}

const ID = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

export function createLocalStorage(dir: string): FileStorage {
  const fileOf = (id: string) => path.join(dir, id.slice(0, 2), id);
  const newId = async (ext: string) => {
    const id = `${randomUUID()}.${ext}`;
    await fs.mkdir(path.dirname(fileOf(id)), { recursive: true });
    return id;
  };
  return {
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
      if (!ID.test(id)) return null;
      try {
        return await fs.readFile(fileOf(id));
      } catch {
        return null;
      }
    },
    async size(id) {
      if (!ID.test(id)) return null;
      try {
        return (await fs.stat(fileOf(id))).size;
      } catch {
        return null;
      }
    },
    stream(id, range) {
      if (!ID.test(id)) return null;
      return createReadStream(fileOf(id), range ? { start: range.start, end: range.end } : undefined);
    },
    async remove(id) {
      if (!ID.test(id)) return;
      await fs.rm(fileOf(id), { force: true });
    },
  };
}
