import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from '../src/features/watch/media/video-source';

describe('parseVideoUrl: which links a learner may submit', () => {
  const ID = 'dQw4w9WgXcQ';
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s&list=PL123`,
    `http://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=3`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `  https://www.youtube.com/live/${ID}  `,
  ])('YouTube link %s plays by its 11-character id', (link) => {
    expect(parseVideoUrl(link)).toEqual({ ok: true, type: 'Youtube', embedId: ID, url: `https://www.youtube.com/watch?v=${ID}` });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://www.vimeo.com/76979871?share=copy', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
  ])('Vimeo link %s plays by its number', (link, id) => {
    expect(parseVideoUrl(link)).toEqual({ ok: true, type: 'Vimeo', embedId: id, url: `https://vimeo.com/${id}` });
  });

  it.each([
    'https://cdn.example.org/talks/intro.mp4',
    'https://example.org/a/b.WEBM?token=1',
    'http://example.org/clip.mov',
    'https://example.org/song.mp3',
    'https://example.org/m%C3%BAsica.ogg',
    'https://example.org/a.m4v',
    'https://example.org/a.wav',
  ])('a direct media file %s plays in the HTML5 player', (link) => {
    const r = parseVideoUrl(link);
    expect(r).toMatchObject({ ok: true, type: 'AWS', embedId: null });
    expect(r.ok && r.url).toBe(new URL(link.trim()).toString());
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/@somechannel',
    'https://youtu.be/',
    'https://vimeo.com/about',
    'https://example.com/page.html',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://www.dailymotion.com/video/x7tgad0',
    'https://example.com/video.mp4.html',
  ])('%s is an unsupported source', (link) => {
    expect(parseVideoUrl(link)).toEqual({ ok: false, code: 'VIDEO_UNSUPPORTED_SOURCE' });
  });

  it.each([
    '',
    'not a link',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'ftp://example.com/a.mp4',
    'javascript:alert(1)',
    'file:///etc/passwd.mp4',
    'http://localhost/a.mp4',
  ])('%j is not a correct URL', (link) => {
    expect(parseVideoUrl(link)).toEqual({ ok: false, code: 'BAD_URL' });
  });
});
