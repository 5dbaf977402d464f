import type { Configuration } from 'openid-client';
import type { Config } from '../../config';

type GoogleConfig = NonNullable<Config['google']>;

/** The scopes asked for: enough for the subject, a verified e-mail and a display name. */
export const GOOGLE_SCOPES = 'openid email profile';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

// One discovered configuration per issuer and client for the life of the process; a failed
// discovery is forgotten so the next sign-in tries again.
const discovered = new Map<string, Promise<Configuration>>();

/** The provider's configuration (endpoints, keys), discovered on first use and cached. */
export function googleConfiguration(google: GoogleConfig): Promise<Configuration> {
  const key = `${google.issuer}\n${google.clientId}\n${google.clientSecret}`;
  let pending = discovered.get(key);
  if (!pending) {
    const issuer = new URL(google.issuer);
    // Plain http is only for a provider on this machine (the end-to-end tests run one).
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    // openid-client is loaded with the first sign-in through Google, not at start (docs/decisions/0123).
    pending = import('openid-client').then((lib) =>
      lib.discovery(issuer, google.clientId, google.clientSecret, undefined, {
        execute: insecure ? [lib.allowInsecureRequests] : [],
        timeout: 10,
      }),
    );
    discovered.set(key, pending);
    pending.catch(() => {
      if (discovered.get(key) === pending) discovered.delete(key);
    });
  }
  return pending;
}

/** What the callback needs to finish the attempt; kept server-side, never in the URL. */
export interface AuthorizationSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Builds the provider's authorization URL with state, nonce and a PKCE (S256) challenge. */
export async function buildGoogleAuthorizationUrl(google: GoogleConfig, redirectUri: string) {
  const config = await googleConfiguration(google);
  const oidc = await import('openid-client');
  const secrets: AuthorizationSecrets = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: GOOGLE_SCOPES,
    response_type: 'code',
    state: secrets.state,
    nonce: secrets.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, secrets };
}

/** The identity an ID token vouches for. */
export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/**
 * Exchanges the code at the token endpoint and validates the ID token (signature, issuer,
 * audience, expiry, nonce; openid-client does these). `callbackUrl` is the redirect URI with
 * the query string the provider sent.
 */
export async function exchangeGoogleCode(google: GoogleConfig, callbackUrl: URL, secrets: AuthorizationSecrets): Promise<GoogleIdentity> {
  const config = await googleConfiguration(google);
  const oidc = await import('openid-client');
  const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
    expectedState: secrets.state,
    expectedNonce: secrets.nonce,
    pkceCodeVerifier: secrets.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token in the token response');
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
  // Google sends a boolean; some older tokens carried the string "true".
  const emailVerified = claims.email_verified === true || claims.email_verified === 'true';
  const name = typeof claims.name === 'string' ? claims.name : null;
  return { sub: claims.sub, email, emailVerified, name };
}
