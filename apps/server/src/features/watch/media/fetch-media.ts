import { execFile } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { createWriteStream, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { MediaError } from './probe';
import { parseVideoUrl } from './video-source';

const run = promisify(execFile);

export interface FetchMediaOptions {
  maxBytes: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** yt-dlp refuses longer videos before downloading them. */
  maxDurationSec?: number;
  /** Tests fetch from a local server; real submissions may not reach private addresses. */
  allowPrivateHosts?: boolean;
}

export interface FetchedMedia {
  bytes: number;
  mime: string;
  title?: string;
  durationSec?: number;
}

/** Whether the `yt-dlp` binary is on this machine (it is what downloads from YouTube and Vimeo). */
export async function hasYtDlp() {
  try {
    await run('yt-dlp', ['--version'], { timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

// Loopback, private, link-local (cloud metadata), carrier-grade NAT and unique-local ranges.
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

async function assertPublicHost(url: URL) {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true }).catch(() => []);
  if (addresses.length === 0) throw new MediaError('VIDEO_FETCH_FAILED', `The video link's server (${url.hostname}) cannot be found.`);
  for (const a of addresses)
    if (PRIVATE.check(a.address, a.family === 6 ? 'ipv6' : 'ipv4'))
      throw new MediaError('VIDEO_UNSUPPORTED_SOURCE', 'Links to private or local addresses are not accepted.');
}

const tooLarge = (maxBytes: number) => new MediaError('VIDEO_TOO_LARGE', `The video is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);

/** A direct media link: redirects followed by hand (each host checked), size limit while streaming, real type checked. */
async function fetchDirect(url: string, destFile: string, o: FetchMediaOptions): Promise<FetchedMedia> {
  const doFetch = o.fetch ?? fetch;
  const timeoutMs = o.timeoutMs ?? 10 * 60_000;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = new URL(url);
  let res: Response | null = null;
  let out: WriteStream | undefined;
  try {
    for (let hop = 0; hop < 6; hop++) {
      if (!o.allowPrivateHosts) await assertPublicHost(current);
      res = await doFetch(current, { redirect: 'manual', signal });
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        current = new URL(location, current);
        if (current.protocol !== 'http:' && current.protocol !== 'https:')
          throw new MediaError('VIDEO_FETCH_FAILED', 'The video link redirects somewhere we cannot follow.');
        res = null;
        continue;
      }
      break;
    }
    if (!res) throw new MediaError('VIDEO_FETCH_FAILED', 'The video link redirects too many times.');
    if (!res.ok) throw new MediaError('VIDEO_FETCH_FAILED', `The video could not be downloaded (the server answered ${res.status}).`);
    const type = (res.headers.get('content-type') ?? '').toLowerCase();
    if (/^(text\/|application\/(xhtml|json|xml))/.test(type)) {
      await res.body?.cancel();
      throw new MediaError('VIDEO_NOT_A_VIDEO', 'The link leads to a page, not to a video file.');
    }
    if (Number(res.headers.get('content-length') ?? 0) > o.maxBytes) {
      await res.body?.cancel();
      throw tooLarge(o.maxBytes);
    }
    if (!res.body) throw new MediaError('VIDEO_FETCH_FAILED', 'The video could not be downloaded (empty answer).');
    let bytes = 0;
    const body = Readable.fromWeb(res.body as never);
    body.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > o.maxBytes) body.destroy(tooLarge(o.maxBytes));
    });
    out = createWriteStream(destFile);
    await pipeline(body, out);
    const real = await (await import('file-type')).fileTypeFromFile(destFile);
    if (!real || (!/^(video|audio)\//.test(real.mime) && real.mime !== 'application/ogg'))
      throw new MediaError('VIDEO_NOT_A_VIDEO', 'The link does not lead to a video or audio file.');
    return { bytes, mime: real.mime };
  } catch (e) {
    // The file stream is closed before its file is removed, so nothing still opening or writing it
    // can leave a file behind (the PostgreSQL pass of CI once found one left after a refusal).
    if (out) await closed(out);
    await fs.rm(destFile, { force: true });
    if (e instanceof MediaError) throw e;
    const err = e as Error;
    if (err.name === 'TimeoutError' || err.name === 'AbortError')
      throw new MediaError('VIDEO_FETCH_FAILED', `The video did not download within ${timeoutMs / 1000} s.`);
    throw new MediaError('VIDEO_FETCH_FAILED', `The video could not be downloaded: ${err.message}`);
  }
}

/** Destroys a file stream and resolves once its file is closed (at once if it already is). */
function closed(stream: WriteStream) {
  return new Promise<void>((resolve) => {
    if (stream.closed) return resolve();
    stream.once('close', () => resolve());
    stream.destroy();
  });
}

/** YouTube or Vimeo through yt-dlp: the best audio only (the player streams the picture from the site). */
async function fetchWithYtDlp(url: string, destFile: string, site: string, o: FetchMediaOptions): Promise<FetchedMedia> {
  if (!(await hasYtDlp()))
    throw new MediaError(
      'VIDEO_FETCH_FAILED',
      `this server cannot download from ${site}: yt-dlp is not installed; upload the video file or a caption file instead`,
    );
  const dir = path.dirname(destFile);
  const template = path.join(dir, `${path.basename(destFile)}.yt.%(ext)s`);
  const args = ['--no-playlist', '--no-progress', '--no-simulate', '-j', '-f', 'bestaudio/best', '--max-filesize', String(o.maxBytes), '-o', template];
  if (o.maxDurationSec) args.push('--match-filter', `duration <= ${o.maxDurationSec}`);
  let info: { title?: string; duration?: number } = {};
  try {
    const { stdout } = await run('yt-dlp', [...args, url], { timeout: o.timeoutMs ?? 30 * 60_000, maxBuffer: 64 * 1024 * 1024 });
    info = JSON.parse(stdout.trim().split('\n').pop() || '{}');
  } catch (e) {
    const stderr = String((e as { stderr?: string }).stderr ?? (e as Error).message);
    throw new MediaError(
      'VIDEO_FETCH_FAILED',
      `${site} did not let us download this video: ${stderr.split('\n').find((l) => l.startsWith('ERROR')) ?? stderr.slice(0, 200)}`,
    );
  }
  const got = (await fs.readdir(dir)).find((f) => f.startsWith(`${path.basename(destFile)}.yt.`) && !f.endsWith('.part'));
  if (!got) {
    if (o.maxDurationSec && (info.duration ?? 0) > o.maxDurationSec) throw new MediaError('VIDEO_TOO_LONG', 'The video is longer than the limit.');
    throw tooLarge(o.maxBytes);
  }
  await fs.rename(path.join(dir, got), destFile);
  const { size } = await fs.stat(destFile);
  const real = await (await import('file-type')).fileTypeFromFile(destFile);
  return { bytes: size, mime: real?.mime ?? 'application/octet-stream', title: info.title, durationSec: info.duration };
}

/** Downloads a submitted link's media to `destFile`: direct files over HTTP, YouTube and Vimeo with yt-dlp. */
export async function fetchMedia(url: string, destFile: string, opts: FetchMediaOptions): Promise<FetchedMedia> {
  const source = parseVideoUrl(url);
  if (!source.ok) throw new MediaError('VIDEO_UNSUPPORTED_SOURCE', 'This link is not a YouTube or Vimeo video or a video file.');
  if (source.type === 'AWS') return fetchDirect(source.url, destFile, opts);
  return fetchWithYtDlp(source.url, destFile, source.type === 'Youtube' ? 'YouTube' : 'Vimeo', opts);
}
