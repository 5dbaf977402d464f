import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * A real S3 protocol peer on loopback: moto's server (docs/decisions/0051), which this machine
 * image ships (`moto_server`, Python). Started by the test itself on a free port, stopped after.
 */
let found: string[] | null | undefined;
/** The command that starts moto's server here, or null. */
export function findMoto() {
  found ??=
    [['moto_server'], ['python3', '-m', 'moto.server']].find(
      (cmd) => spawnSync(cmd[0], [...cmd.slice(1), '--help'], { stdio: 'ignore', timeout: 20_000 }).status === 0,
    ) ?? null;
  return found;
}
export const MOTO_SKIP = "needs moto's S3 server (`moto_server`; pip package moto[server]) to test the S3 adapter";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

export type S3Peer = { endpoint: string; bucket: string; env: Record<string, string>; stop: () => Promise<void> };

/** Starts moto, waits until it answers (at most 30 s) and creates a bucket. */
export async function startS3Peer(bucket = 'lingbridge-test'): Promise<S3Peer> {
  const moto = findMoto();
  if (!moto) throw new Error(MOTO_SKIP);
  const port = await freePort();
  const proc: ChildProcess = spawn(moto[0], [...moto.slice(1), '-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
  for (let i = 0; ; i++) {
    try {
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      break;
    } catch (err) {
      if (i >= 150 || proc.exitCode !== null) {
        proc.kill();
        throw new Error(`moto did not start: ${(err as Error).message}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  client.destroy();
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'test',
      S3_SECRET_ACCESS_KEY: 'test',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill();
      }),
  };
}
