import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { fetchMedia, hasYtDlp } from '../src/features/watch/media/fetch-media';
import { makeTestVideo, MEDIA_SKIP, mediaTools, tmpDir } from './watch-helpers';

if (!mediaTools) console.warn(`watch-media-fetch: skipped, ${MEDIA_SKIP}`);

describe.skipIf(!mediaTools)('fetchMedia: direct media links', () => {
  let dir: string;
  let video: Buffer;
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    dir = tmpDir();
    video = await fs.readFile((await makeTestVideo(dir, { text: 'A video to download.' })).file);
    server = http.createServer((req, res) => {
      const url = req.url ?? '/';
      if (url === '/talk.mp4') res.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': video.length }).end(video);
      else if (url === '/old.mp4') res.writeHead(302, { Location: '/talk.mp4' }).end();
      else if (url === '/loop.mp4') res.writeHead(302, { Location: '/loop.mp4' }).end();
      else if (url === '/page.mp4') res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<html><body>Not a video</body></html>');
      else if (url === '/disguised.mp4')
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end('just some text, no media here at all'.repeat(20));
      else if (url === '/streamed.mp4') {
        // No Content-Length: the limit must hold while the body arrives.
        res.writeHead(200, { 'Content-Type': 'video/mp4' });
        res.write(video);
        res.end(video);
      } else if (url === '/hang.mp4') {
        /* never answers */
      } else res.writeHead(404).end('not found');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await fs.rm(dir, { recursive: true, force: true });
  });
  const local = { maxBytes: 10 * 1024 * 1024, allowPrivateHosts: true };

  it('downloads a video file, following a redirect, and checks its real type', async () => {
    for (const name of ['talk.mp4', 'old.mp4']) {
      const dest = path.join(dir, `got-${name}`);
      expect(await fetchMedia(`${base}/${name}`, dest, local)).toEqual({ bytes: video.length, mime: 'video/mp4' });
      expect((await fs.readFile(dest)).equals(video)).toBe(true);
    }
  });

  it('refuses a page and a file that is not media, and leaves no file behind', async () => {
    for (const name of ['page.mp4', 'disguised.mp4']) {
      const dest = path.join(dir, `bad-${name}`);
      await expect(fetchMedia(`${base}/${name}`, dest, local)).rejects.toMatchObject({ code: 'VIDEO_NOT_A_VIDEO' });
      await expect(fs.access(dest)).rejects.toThrow();
    }
  });

  it('stops at the size limit, whether or not the server says the size first', async () => {
    for (const name of ['talk.mp4', 'streamed.mp4']) {
      const dest = path.join(dir, `big-${name}`);
      await expect(fetchMedia(`${base}/${name}`, dest, { ...local, maxBytes: video.length - 1 })).rejects.toMatchObject({ code: 'VIDEO_TOO_LARGE' });
      await expect(fs.access(dest)).rejects.toThrow();
    }
  });

  it('reports a missing file, a redirect loop and a server that never answers', async () => {
    await expect(fetchMedia(`${base}/missing.mp4`, path.join(dir, 'm.mp4'), local)).rejects.toThrow(/server answered 404/);
    await expect(fetchMedia(`${base}/loop.mp4`, path.join(dir, 'l.mp4'), local)).rejects.toThrow(/redirects too many times/);
    await expect(fetchMedia(`${base}/hang.mp4`, path.join(dir, 'h.mp4'), { ...local, timeoutMs: 300 })).rejects.toMatchObject({
      code: 'VIDEO_FETCH_FAILED',
      message: expect.stringContaining('did not download within'),
    });
  });

  it('never fetches from private or local addresses for a learner', async () => {
    for (const link of [`${base}/talk.mp4`, 'http://169.254.169.254/latest/meta.mp4', 'http://10.1.2.3/a.mp4', 'http://[::1]/a.mp4'])
      await expect(fetchMedia(link, path.join(dir, 'p.mp4'), { maxBytes: 1e7, timeoutMs: 2000 })).rejects.toMatchObject({ code: 'VIDEO_UNSUPPORTED_SOURCE' });
  });

  it('refuses links of unsupported sites', async () => {
    await expect(fetchMedia('https://example.com/some/page', path.join(dir, 'x.mp4'), local)).rejects.toMatchObject({ code: 'VIDEO_UNSUPPORTED_SOURCE' });
  });
});

describe('fetchMedia: YouTube and Vimeo without yt-dlp', () => {
  it('says clearly that this server cannot download from the site', async () => {
    const dir = tmpDir();
    const saved = process.env.PATH;
    process.env.PATH = '/nonexistent'; // as on a server without yt-dlp, even where it is installed
    onTestFinished(() => {
      process.env.PATH = saved;
    });
    expect(await hasYtDlp()).toBe(false);
    await expect(fetchMedia('https://youtu.be/dQw4w9WgXcQ', path.join(dir, 'a'), { maxBytes: 1e7 })).rejects.toMatchObject({
      code: 'VIDEO_FETCH_FAILED',
      message: expect.stringContaining('this server cannot download from YouTube: yt-dlp is not installed'),
    });
    await expect(fetchMedia('https://vimeo.com/76979871', path.join(dir, 'b'), { maxBytes: 1e7 })).rejects.toThrow(/cannot download from Vimeo/);
    await fs.rm(dir, { recursive: true, force: true });
  });
});
