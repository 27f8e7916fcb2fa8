import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FbProfile } from './facebook.ts';

/**
 * A local stand-in for Facebook's OAuth dialog and Graph API (loopback only), speaking the shapes
 * of the real endpoints: GET /dialog/oauth redirects back with ?code&state, GET
 * /oauth/access_token swaps the code (checking the app id, secret and redirect_uri), GET /me
 * answers the profile (checking the token and appsecret_proof).
 */
export type FakeProfile = FbProfile;

export class FakeFacebook {
  baseUrl = '';
  readonly appId = '1234567890';
  readonly appSecret = randomBytes(16).toString('hex');
  /** Who signs in at the dialog next. */
  profile: FakeProfile = { id: '10001', email: 'fb.user@example.ng', first_name: 'Folake', last_name: 'Adebayo', name: 'Folake Adebayo' };
  /** What the next Graph call answers instead (status and body). */
  fault: { status: number; body: unknown } | null = null;
  readonly requests: { path: string; query: Record<string, string> }[] = [];
  readonly #codes = new Map<string, { redirectUri: string; profile: FakeProfile }>();
  readonly #tokens = new Map<string, FakeProfile>();
  readonly #server = http.createServer((req, res) => this.#handle(req, res));

  static async start() {
    const f = new FakeFacebook();
    await new Promise<void>((resolve) => f.#server.listen(0, '127.0.0.1', resolve));
    f.baseUrl = `http://127.0.0.1:${(f.#server.address() as AddressInfo).port}`;
    return f;
  }

  env() {
    return {
      FACEBOOK_APP_ID: this.appId,
      FACEBOOK_APP_SECRET: this.appSecret,
      FACEBOOK_AUTH_URL: `${this.baseUrl}/dialog/oauth`,
      FACEBOOK_GRAPH_URL: `${this.baseUrl}/v19.0`,
    };
  }

  async close() {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  #handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', this.baseUrl);
    const q = Object.fromEntries(url.searchParams);
    this.requests.push({ path: url.pathname, query: q });
    if (url.pathname === '/dialog/oauth') {
      if (q.client_id !== this.appId || !q.redirect_uri || !q.state)
        return this.#send(res, 400, { error: { message: 'Invalid dialog parameters' } });
      const code = randomBytes(12).toString('hex');
      this.#codes.set(code, { redirectUri: q.redirect_uri, profile: { ...this.profile } });
      const back = new URL(q.redirect_uri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.state);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (this.fault) {
      const f = this.fault;
      this.fault = null;
      return this.#send(res, f.status, f.body);
    }
    if (url.pathname === '/v19.0/oauth/access_token') {
      const c = q.code ? this.#codes.get(q.code) : undefined;
      if (!c || q.client_id !== this.appId || q.client_secret !== this.appSecret || q.redirect_uri !== c.redirectUri)
        return this.#send(res, 400, { error: { message: 'Error validating verification code.', type: 'OAuthException', code: 100 } });
      this.#codes.delete(q.code!);
      const token = `EAAB${randomBytes(20).toString('hex')}`;
      this.#tokens.set(token, c.profile);
      return this.#send(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
    }
    if (url.pathname === '/v19.0/me') {
      const p = q.access_token ? this.#tokens.get(q.access_token) : undefined;
      const proof = q.access_token ? createHmac('sha256', this.appSecret).update(q.access_token).digest('hex') : '';
      if (!p || q.appsecret_proof !== proof)
        return this.#send(res, 400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      const fields = (q.fields ?? 'id,name').split(',');
      return this.#send(res, 200, Object.fromEntries(Object.entries(p).filter(([k]) => fields.includes(k))));
    }
    return this.#send(res, 404, { error: { message: 'Unknown path' } });
  }
}
