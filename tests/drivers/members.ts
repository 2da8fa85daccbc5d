/**
 * The seeded members the drivers sign in (src/gateway/seed/README.md) and the gateway as one of them, for
 * arranging data a path starts from (cart contents, addresses).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The SPA's public app key (docs/decisions/003-client-secrets.md). */
export const APP_KEY = 'dapur-kursus-app-key';
export const DEMO_PASSWORD = 'rahasia123';

/** Member, tier 3, Bandung default address, many courses and orders. */
export const MEMBER = 'anggota@demo.test';
/** Business member, tier 1, no subscription. */
export const B2B_MEMBER = 'b2b@demo.test';

/** Sign in through the sign-in stand-in's form post (cookies land in the page's context). */
export async function signInByForm(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/sso/login', { form: { email, password, redirect: '/' }, maxRedirects: 0 });
  expect(res.status(), 'sign-in redirects').toBe(302);
  expect((await page.context().cookies()).some((c) => c.name === 'token')).toBe(true);
}

/** Gateway calls as the signed-in member of `page` (bearer token from the `token` cookie). */
export async function gatewayOf(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token, 'token cookie').toBeTruthy();
  const headers = { Authorization: `Bearer ${decodeURIComponent(token!)}`, 'X-Authorization': APP_KEY };
  const request: APIRequestContext = page.request;
  const unwrap = async (what: string, res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const body = (await res.json()) as { result: unknown; message?: string };
    expect(res.status(), `${what}: ${body.message ?? ''}`).toBe(200);
    return body.result;
  };
  return {
    get: async <T>(path: string) => (await unwrap(`GET ${path}`, await request.get(`/api/${path}`, { headers }))) as T,
    post: async (path: string, body: unknown) => unwrap(`POST ${path}`, await request.post(`/api/${path}`, { headers, data: body })),
    del: async (path: string, body: unknown) => unwrap(`DELETE ${path}`, await request.delete(`/api/${path}`, { headers, data: body })),
  };
}
export type Gateway = Awaited<ReturnType<typeof gatewayOf>>;
