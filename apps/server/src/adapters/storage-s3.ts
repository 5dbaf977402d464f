import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { newStorageId, STORAGE_ID, type FileStorage } from './storage';

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Key prefix, so several deployments can share one bucket. */
  prefix: string;
}

const missing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Object storage over the S3 protocol (AWS S3, MinIO, Ceph, R2, Garage…), so several server and
 * worker processes share uploaded files (docs/decisions/0051). Uploads and downloads are streamed:
 * a staged upload goes up in parts, a Range request fetches only its bytes.
 */
export function createS3Storage(o: S3Options): FileStorage {
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
    // Checksums only where the protocol requires them: the SDK's default (aws-chunked bodies with
    // trailing checksums) is not understood by many S3-compatible servers, some of which then store
    // the chunk framing as the object's bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = o.bucket;
  const key = (id: string) => `${o.prefix}${id}`;
  return {
    kind: 's3',
    async put(bytes, ext) {
      const id = newStorageId(ext);
      await client.send(new PutObjectCommand({ Bucket, Key: key(id), Body: bytes, ContentLength: bytes.length }));
      return id;
    },
    async putFile(srcPath, ext) {
      const id = newStorageId(ext);
      // Parts of 8 MB, two in flight: a 200 MB video never sits in memory.
      const upload = new Upload({ client, params: { Bucket, Key: key(id), Body: createReadStream(srcPath) }, partSize: 8 * 1024 * 1024, queueSize: 2 });
      await upload.done();
      await fs.rm(srcPath, { force: true });
      return id;
    },
    async get(id) {
      const body = await this.stream(id);
      if (!body) return null;
      const chunks: Buffer[] = [];
      for await (const c of body) chunks.push(c as Buffer);
      return Buffer.concat(chunks);
    },
    async size(id) {
      if (!STORAGE_ID.test(id)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key(id) }));
        return head.ContentLength ?? null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stream(id, range) {
      if (!STORAGE_ID.test(id)) return null;
      try {
        const got = await client.send(new GetObjectCommand({ Bucket, Key: key(id), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        return got.Body as Readable;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async remove(id) {
      if (!STORAGE_ID.test(id)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(id) }));
    },
    async close() {
      client.destroy();
    },
  };
}
