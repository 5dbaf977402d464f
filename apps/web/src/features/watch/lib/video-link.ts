/**
 * Whether the learner's input parses as a link the server can be asked about (spec 01 §5: "must
 * parse as a valid URL"). Which sites are supported is the server's answer; http(s) only.
 */
export function isVideoLink(input: string): boolean {
  const text = input.trim();
  if (!text) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
