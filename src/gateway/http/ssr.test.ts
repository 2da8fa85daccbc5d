/**
 * The gateway's server-rendered pages (http/ssr.ts, decision 074) with a stand-in renderer: each response gets its
 * own nonce in place of the renderer's placeholder, guests' pages are cached per URL and warehouse/zone cookies while
 * members' are rendered each time, redirects and first-visit cookies pass through, and a failing renderer answers
 * nothing (the caller falls back to the client-rendered page).
 */
import { describe, expect, it } from 'vitest';
import { ReadCache } from '../services/read-cache';
import { inlineBootLoader, renderedPage, type SsrModule, type SsrPageOptions } from './ssr';

function harness(answer: (request: Request, nonce: string) => Awaited<ReturnType<SsrModule['renderPage']>>) {
  let renders = 0;
  const module: SsrModule = {
    splitTemplate: (html) => ({ before: html, after: '' }),
    renderPage: async (request, options) => {
      renders += 1;
      return answer(request, options.nonce);
    },
  };
  const options: SsrPageOptions = {
    load: async () => ({ module, template: '<div id="root"></div>' }),
    apiFetch: () => new Response('{}'),
    fallback: () => new Response('index'),
    cache: true,
  };
  return { options, renders: () => renders };
}

const page = (nonce: string) => ({ status: 200, html: `<script nonce="${nonce}">x</script>`, location: null, setCookies: ['zone=1; Path=/'], guest: true });

describe('server-rendered pages', () => {
  it("puts each response's nonce in and caches a guest's page per URL and location cookies", async () => {
    const h = harness((_r, nonce) => page(nonce));
    const cache = new ReadCache(10_000);
    const get = (url: string, cookie = '', nonce = 'n1') =>
      renderedPage(h.options, { request: new Request(url, { headers: { Cookie: cookie } }), env: {}, nonce, cache });
    const first = (await get('http://x/katalog', '', 'AAA'))!;
    expect(await first.text()).toBe('<script nonce="AAA">x</script>');
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.headers.get('Set-Cookie')).toContain('zone=1');
    const again = (await get('http://x/katalog', '', 'BBB'))!;
    expect(await again.text()).toBe('<script nonce="BBB">x</script>');
    expect(h.renders()).toBe(1);
    await get('http://x/katalog', 'warehouse=2');
    await get('http://x/katalog?tab=produk');
    expect(h.renders()).toBe(3);
    const member = (await get('http://x/katalog', 'token=abc'))!;
    await get('http://x/katalog', 'token=abc');
    expect(h.renders()).toBe(5);
    expect(member.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(member.headers.get('Vary')).toBe('Cookie');
  });

  it('passes a redirect on, and answers nothing when rendering fails', async () => {
    const redirect = harness(() => ({ status: 307, html: null, location: '/', setCookies: [], guest: false }));
    const res = (await renderedPage(redirect.options, { request: new Request('http://x/my-courses'), env: {}, nonce: 'n', cache: null }))!;
    expect(res.status).toBe(307);
    expect(res.headers.get('Location')).toBe('/');
    const broken = harness(() => {
      throw new Error('boom');
    });
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      expect(await renderedPage(broken.options, { request: new Request('http://x/'), env: {}, nonce: 'n', cache: null })).toBeNull();
    } finally {
      console.error = log;
    }
    expect(errors).toHaveLength(1);
  });
});

describe('the boot loader inline in a server-rendered page (decision 098)', () => {
  const template = '<head><script defer src="/assets/boot-Ab_9-x.js"></script><link rel="stylesheet" href="/assets/index.css"></head><div id="root"></div>';

  it("is put inline with the response's nonce, in place of the file's tag", async () => {
    const inlined = inlineBootLoader(template, (p) => (p === '/assets/boot-Ab_9-x.js' ? '(()=>{start()})();\n' : undefined));
    expect(inlined).not.toContain('src="/assets/boot-');
    const module: SsrModule = {
      splitTemplate: (html) => ({ before: html, after: '' }),
      renderPage: async (_request, options) => ({ status: 200, html: options.template.before, location: null, setCookies: [], guest: false }),
    };
    const options: SsrPageOptions = { load: async () => ({ module, template: inlined }), apiFetch: () => new Response('{}'), fallback: () => new Response('index'), cache: false };
    const res = (await renderedPage(options, { request: new Request('http://x/'), env: {}, nonce: 'N0nce', cache: null }))!;
    expect(await res.text()).toBe('<head><script nonce="N0nce">(()=>{start()})();</script><link rel="stylesheet" href="/assets/index.css"></head><div id="root"></div>');
  });

  it('keeps the file when it cannot be read, when its text would end the script element, or when there is no loader', () => {
    expect(inlineBootLoader(template, () => undefined)).toBe(template);
    expect(inlineBootLoader(template, () => 'a("</script><script>evil()")')).toBe(template);
    const plain = '<script type="module" src="/assets/index.js"></script>';
    expect(inlineBootLoader(plain, () => 'x')).toBe(plain);
  });
});
