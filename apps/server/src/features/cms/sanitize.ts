import type sanitizeHtml from 'sanitize-html';
import { lazyRequire } from '../../lazy-require';

// Loaded when a body is first cleaned or read as plain text, not at start (docs/decisions/0123).
const sanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

/** Where images in a body may come from: our own CMS image route, nothing else (no tracking pixels). */
export const CMS_IMAGE_PATH = '/api/v1/cms/image/';
const OWN_IMAGE = /^\/api\/v1\/cms\/image\/[A-Za-z0-9_-]{1,64}(\.[a-z0-9]{1,8})?$/;

/**
 * The allow-list of the rich-text editor's output (decision 0111): what the editor can make and
 * nothing else. Everything outside it is dropped with its content when it is code (script, style,
 * iframe…) and unwrapped when it is markup; no attribute survives that is not listed, so no event
 * handler, style or `javascript:` link can.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'img'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_IMAGE.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow', ...(attribs.href && /^https?:/i.test(attribs.href) ? { target: '_blank' } : {}) },
    }),
  },
};
// rel and target are set by the transform above, after the allow-list has run on what came in.
OPTIONS.allowedAttributes = { ...OPTIONS.allowedAttributes, a: ['href', 'title', 'rel', 'target'] };

/** A body as the public may see it. */
export function sanitizeBody(html: string): string {
  return sanitizer()(html, OPTIONS).trim();
}

/** The images a body shows (their file ids), to keep them when the body is saved. */
export function imageIdsOf(html: string): string[] {
  return [...html.matchAll(/src="\/api\/v1\/cms\/image\/([A-Za-z0-9_-]+(?:\.[a-z0-9]+)?)"/g)].map((m) => m[1]);
}

/** The text of a body, for previews and the feed's description. */
export function plainTextOf(html: string): string {
  return sanitizer()(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
