/**
 * Giving a path's actor answers to the real app, at the gateway's edge: requests the driven machine's actors make
 * (matched by method and URL per invoke source) are held, exactly as the model harness holds a pending actor,
 * until the path reaches the step that answers them; then they are fulfilled with the step's output (the
 * gateway's envelope around it), or failed with its error (the gateway's failure envelope and status; a network
 * error aborts the request). Every other request goes to the real gateway, and so do these once the router stops
 * holding (after the path).
 */
import type { Page, Request, Route } from '@playwright/test';
import { expect } from '@playwright/test';
import type { RequestMatch, RequestPattern } from './types';

interface Held {
  route: Route;
  request: Request;
  done: boolean;
}

/** An actor's error as the machines see it (`{ kind, code, message }`, machines/testing/fixtures.ts). */
interface Failure {
  kind?: string;
  code?: number;
  message?: string;
}

export class AnswerRouter {
  private held = new Map<string, Held[]>();
  private holding = true;
  private installed = false;
  /** Follow-up requests to answer as soon as they come (`RequestMatch.followedBy`), with their bodies. */
  private followUps: Array<RequestPattern & { body: unknown }> = [];

  constructor(
    private readonly page: Page,
    private readonly requests: Record<string, RequestMatch>,
    /** Told about every request failed on purpose (the browser logs it as a console error the test expects). */
    private readonly expectFailure: (url: string) => void = () => {},
  ) {}

  /** Start holding the driven machine's requests (before the page that runs it opens). */
  async install() {
    if (this.installed) return;
    this.installed = true;
    await this.page.route(/\/api\//, (route, request) => this.onRequest(route, request));
  }

  private static matches(p: RequestPattern, request: Request) {
    const url = new URL(request.url());
    return p.method === request.method() && p.url.test(`${url.pathname}${url.search}`);
  }

  private srcOf(request: Request): string | null {
    for (const [src, m] of Object.entries(this.requests)) if (!m.sameAs && AnswerRouter.matches(m, request)) return src;
    return null;
  }

  private async onRequest(route: Route, request: Request) {
    const follow = this.followUps.findIndex((f) => AnswerRouter.matches(f, request));
    if (follow >= 0) {
      const [f] = this.followUps.splice(follow, 1);
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(f!.body) });
    }
    const src = this.srcOf(request);
    // After the path only the requests that must never reach the gateway are still held (`keepHeld`).
    if (!src || (!this.holding && !this.requests[src]!.keepHeld)) return route.continue();
    const list = this.held.get(src) ?? [];
    list.push({ route, request, done: false });
    this.held.set(src, list);
  }

  /** Requests of `src` held and not answered yet, oldest first. */
  pending(src: string): Held[] {
    const key = this.requests[src]?.sameAs ?? src;
    return (this.held.get(key) ?? []).filter((h) => !h.done);
  }

  /**
   * Wait for the request of `src` that the `index`-th of the `of` actors the path has waiting made, and take it.
   * The newest held requests are the path's: the app may have asked before the path began (a cart loaded as a
   * guest, then for the member), and those older requests are never answered.
   */
  private async take(src: string, index: number, of = index + 1): Promise<Held> {
    await expect.poll(() => this.pending(src).length, { message: `the app asks the gateway (${src})`, timeout: 15_000 }).toBeGreaterThanOrEqual(of);
    // A request the app makes right after another (a reload while the first is out) is still on its way: let it come.
    await this.page.waitForTimeout(150);
    const list = this.pending(src);
    const h = list[list.length - of + index]!;
    h.done = true;
    return h;
  }

  /** Answer the request of the `index`-th of `of` waiting actors of `src` with an actor output. */
  async succeed(src: string, index: number, output: unknown, of?: number) {
    const h = await this.take(src, index, of);
    const m = this.requests[src]!;
    for (const f of m.followedBy ?? []) this.followUps.push({ method: f.method, url: f.url, body: f.body(output) });
    const body = m.body ? m.body(output) : { status: true, code: 200, message: 'OK', result: output ?? null };
    await h.route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  }

  /** Fail the request of the `index`-th of `of` waiting actors of `src` (network errors abort it). */
  async fail(src: string, index: number, error: unknown, of?: number) {
    const h = await this.take(src, index, of);
    this.expectFailure(h.request.url());
    const e = (error ?? {}) as Failure;
    if (e.kind === 'network') return h.route.abort('failed');
    const code = typeof e.code === 'number' ? e.code : 500;
    const status = code >= 400 && code <= 599 ? code : 400;
    await h.route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ status: false, code, message: e.message ?? 'gagal', result: null }) });
  }

  /** A held request whose actor was stopped (its state was left): let it go to the real gateway. */
  async drop(src: string, index: number, of = index + 1) {
    const list = this.pending(src);
    const h = list[list.length - of + index];
    if (!h) return;
    h.done = true;
    await h.route.continue().catch(() => undefined);
  }

  /** Stop holding: what is still held goes to the real gateway, new requests too. */
  async release() {
    this.holding = false;
    for (const [src, list] of this.held) {
      if (this.requests[src]?.keepHeld) continue;
      for (const h of list) if (!h.done) await h.route.continue().catch(() => undefined);
    }
  }
}
