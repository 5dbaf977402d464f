import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** File bytes by id. Local folder by default (DATA_DIR/files). */
export interface FileStorage {
  put(bytes: Buffer, ext: string): Promise<string>;
  get(id: string): Promise<Buffer | null>;
  remove(id: string): Promise<void>;
}

const ID = /^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

export function createLocalStorage(dir: string): FileStorage {
  const fileOf = (id: string) => path.join(dir, id.slice(0, 2), id);
  return {
    async put(bytes, ext) {
      const id = `${randomUUID()}.${ext}`;
      const file = fileOf(id);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under a valid id.
      await fs.writeFile(`${file}.part`, bytes);
      await fs.rename(`${file}.part`, file);
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
    async remove(id) {
      if (!ID.test(id)) return;
      await fs.rm(fileOf(id), { force: true });
    },
  };
}
