const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail addresses typed one a line (or separated by commas or spaces), lower-cased, without repeats. */
export function parseEmails(text: string) {
  const all = [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return { valid: all.filter((e) => EMAIL.test(e)), invalid: all.filter((e) => !EMAIL.test(e)) };
}
