/** The sticky e-mail verification banner with Resend Email, then Resent! (spec 01 §2). Being built. */
export function VerifyEmailBanner() {
  return null;
}
