/** The image shown for users without an avatar (spec 01 §3). */
export const DEFAULT_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="32" fill="#d9f2ee"/><circle cx="32" cy="25" r="11" fill="#0f766e"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="#0f766e"/></svg>`;
