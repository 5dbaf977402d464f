/**
 * What a stored file is. Each kind is served by exactly one route, which refuses every other kind
 * (docs/decisions/0050): knowing a file's id never makes a chat file an avatar.
 */
export type FileKind =
  | 'avatar' // GET /user/avatar/storage/{id}: public
  | 'cover' // GET /article/cover/{id} (articles and magazine issues): public
  | 'article-audio' // GET /article/{id}/audio: signed link given to readers the article is open to
  | 'chat' // GET /chat/file/storage/{id}: members of the file's room
  | 'watch-video' // GET /video/file/storage/{id}: as the videos that use it (signed link for private ones)
  | 'watch-thumbnail' // the same route and rule as the video
  | 'watch-captions' // never served by id: captions go out through GET /video/{id}/captions
  | 'speak-picture' // GET /debate/picture/{id}: public (an event's thumbnail)
  | 'recording' // GET /audio_recording/audio_file/{id}: the learner, their groups' teachers, admins (signed link for <audio>)
  | 'cms-image' // GET /cms/image/{id}: public (covers and pictures of blog posts and other CMS content)
  | 'material'; // GET /materials/{id}/file: the teacher, buyers, admins, and anyone signed in for a free approved one (decision 0119)

export type Visibility = 'public' | 'private';

/** Images shown in the app; recognised by content and always re-encoded (images.ts). */
export const IMAGE_TYPES = new Map<string, { ext: string }>([
  ['image/jpeg', { ext: 'jpg' }],
  ['image/png', { ext: 'png' }],
  ['image/webp', { ext: 'webp' }],
  ['image/gif', { ext: 'gif' }],
  ['image/avif', { ext: 'avif' }],
]);

/** The largest image decoded, in pixels (all frames of an animation together): 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000;
