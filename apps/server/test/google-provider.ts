import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** The person who "signs in at Google" in the next flow. */
export interface TestIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google: code flow,
 * PKCE required, client_secret_post, e-mail claims in the ID token as Google sends them. Its login
 * screen is replaced by a handler that signs in `nextIdentity` at once; consent is implied.
 */
export async function startTestProvider(client: { clientId: string; clientSecret: string; redirectUris: string[] }) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map<string, TestIdentity>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const state = { nextIdentity: null as TestIdentity | null, failDiscovery: false };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] as never },
    cookies: { keys: ['test-provider-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Google puts the e-mail claims in the ID token itself, not only behind the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const identity = accounts.get(sub);
      return identity && { accountId: sub, claims: () => ({ ...identity }) };
    },
    // Consent is implied: the first authorization grants the client what it asked for.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { Grant } = ctx.oidc.provider;
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return Grant.find(grantId);
      const grant = new Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  const handle = provider.callback();
  server.on('request', async (req, res) => {
    if (state.failDiscovery && req.url?.startsWith('/.well-known/')) {
      res.writeHead(503).end();
      return;
    }
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    try {
      await provider.interactionDetails(req, res);
      const identity = state.nextIdentity;
      if (!identity) throw new Error('no test identity set for this sign-in');
      accounts.set(identity.sub, identity);
      await provider.interactionFinished(req, res, { login: { accountId: identity.sub } }, { mergeWithLastSubmission: false });
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });

  /**
   * Plays the browser: opens the authorization URL as `identity`, follows the provider's redirects
   * with its cookies, and answers the URL it finally sends the browser to (the app's callback).
   */
  async function authorize(authorizationUrl: string, identity: TestIdentity, callbackPrefix: string) {
    state.nextIdentity = identity;
    const jar = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const name = pair.slice(0, pair.indexOf('='));
        if (/expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line)) jar.delete(name);
        else jar.set(name, pair.slice(pair.indexOf('=') + 1));
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`provider stopped with ${res.status}: ${(await res.text()).slice(0, 500)}`);
      const next = new URL(location, url).href;
      if (next.startsWith(callbackPrefix)) return next;
      url = next;
    }
    throw new Error('too many redirects at the provider');
  }

  return {
    issuer,
    authorize,
    setFailDiscovery: (fail: boolean) => void (state.failDiscovery = fail),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
