const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The invitation e-mail: a link that signs up or signs in, then joins. */
export function invitationEmail(x: { organization: string; inviter: string; link: string; role: 'OrgAdmin' | 'Member' }) {
  const as = x.role === 'OrgAdmin' ? ' as an administrator' : '';
  const text = `${x.inviter} invites you to join ${x.organization} on Lingbridge${as}.\n\nOpen this link to sign in or create your account and join (valid for 14 days):\n${x.link}\n`;
  const html = `<p>${esc(x.inviter)} invites you to join <b>${esc(x.organization)}</b> on Lingbridge${as}.</p><p><a href="${esc(x.link)}">Join ${esc(x.organization)}</a> (sign in or create your account; the link is valid for 14 days).</p>`;
  return { subject: `Join ${x.organization} on Lingbridge`, text, html };
}
