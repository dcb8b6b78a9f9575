import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The person the provider signs in next, as its ID token will say. */
export interface OidcTestPerson {
  readonly sub: string;
  readonly email?: string;
  readonly email_verified?: boolean;
  readonly name?: string;
}

/** A running OpenID Connect provider for tests. */
export interface OidcTestProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Who the next authorization signs in (the provider asks nothing: it answers at once). */
  signInAs(person: OidcTestPerson): void;
  /** Token requests refused so far (a wrong verifier, secret, code or redirect URI). */
  readonly refusals: string[];
  close(): Promise<void>;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function idToken(key: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }));
  const body = base64url(JSON.stringify(claims));
  const signature = sign('sha256', Buffer.from(`${header}.${body}`), key);
  return `${header}.${body}.${base64url(signature)}`;
}

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A minimal OpenID Connect provider on the loopback address, for tests (ADR 0211): discovery, an authorization
 * endpoint that signs in whoever `signInAs` named (code flow; PKCE S256 required), a token endpoint that checks the
 * client secret (`client_secret_post`), the redirect URI, the code (once) and the PKCE verifier and answers an RS256
 * ID token with the nonce, and its JWKS.
 *
 * @example
 * const provider = await startOidcTestProvider();
 * provider.signInAs({ sub: '42', email: 'ann@example.org', email_verified: true });
 */
export async function startOidcTestProvider(): Promise<OidcTestProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(8).toString('hex');
  const clientId = 'plaza-test-client';
  const clientSecret = randomBytes(24).toString('base64url');
  const codes = new Map<string, { challenge: string; nonce: string; redirectUri: string; person: OidcTestPerson }>();
  const refusals: string[] = [];
  let person: OidcTestPerson | undefined;
  let issuer = '';

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') {
      return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }] });
    }
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (
        q.get('client_id') !== clientId ||
        q.get('response_type') !== 'code' ||
        q.get('code_challenge_method') !== 'S256' ||
        !q.get('code_challenge') ||
        !(q.get('scope') ?? '').split(' ').includes('openid') ||
        !person
      ) {
        return json(400, { error: 'invalid_request' });
      }
      const code = randomBytes(16).toString('base64url');
      codes.set(code, { challenge: q.get('code_challenge')!, nonce: q.get('nonce') ?? '', redirectUri, person });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      void readForm(request).then((form) => {
        const code = form.get('code') ?? '';
        const grant = codes.get(code);
        codes.delete(code);
        const verifier = form.get('code_verifier') ?? '';
        const refuse = (why: string) => {
          refusals.push(why);
          json(400, { error: 'invalid_grant', error_description: why });
        };
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
          return refuse('client authentication failed');
        }
        if (!grant) return refuse('unknown or used code');
        if (form.get('redirect_uri') !== grant.redirectUri) return refuse('redirect_uri differs');
        if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
          return refuse('PKCE verifier does not match');
        }
        const now = Math.floor(Date.now() / 1000);
        json(200, {
          access_token: randomBytes(16).toString('base64url'),
          token_type: 'Bearer',
          expires_in: 300,
          id_token: idToken(privateKey, kid, {
            iss: issuer,
            aud: clientId,
            iat: now,
            exp: now + 300,
            nonce: grant.nonce,
            ...grant.person,
          }),
        });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    clientId,
    clientSecret,
    refusals,
    signInAs(next) {
      person = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
