/**
 * The back office's support page, a stand-in (issue 21 point 2, docs/decisions/069-support-chat.md): support staff
 * (`admin@demo.test`, role admin) see the members' conversations, newest first with their unread counts, open one
 * and reply. Served at /backoffice/chat (the rest of /backoffice stays the generic stand-in, sister-sites.ts).
 *
 * Signed in through the sign-in stand-in (the `token` cookie); a visitor who is not signed in gets the sign-in link,
 * a member who is not an admin a refusal. The page opens the live socket as staff (`/api/live?role=staff`): when a
 * message is stored anywhere, its small script re-reads this page and swaps the conversation list and the open
 * conversation in place (a reply being typed stays). Replies are a plain form POST (works without script).
 */
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ChatSendInput } from '../../api/chat';
import type { AppEnv, AuthUser } from '../http/context';
import { sessionViewer } from '../http/auth';
import { publicBase } from '../http/origin';
import { conversationMember, listConversations, listMessages, markRead, storeMessage } from '../services/chat';
import { html, raw, standinPage, type Raw } from './html';

const SITE = { id: 'back office (panel admin) — halaman dukungan', en: 'back office (admin panel) — support page' };
const TITLE = 'Chat Dukungan';

const timeFormat = new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Jakarta', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
/** '27 Nov 2026, 14.05 WIB'. */
export function staffTime(iso: string): string {
  return `${timeFormat.format(new Date(iso))} WIB`;
}

const PAGE_CSS = `
main{max-width:980px}
.support{display:grid;grid-template-columns:minmax(0,1fr);gap:16px}
@media (min-width:768px){.support{grid-template-columns:300px minmax(0,1fr)}}
.conv-list{list-style:none;margin:0;padding:0}
.conv-list a{display:block;padding:10px 12px;border-radius:8px;text-decoration:none;color:inherit;border:1px solid #eadccf;margin-bottom:8px;background:#fff}
.conv-list a[aria-current="true"]{border-color:#c2561b;background:#fff4ec}
.conv-list .badge{float:right;background:#c2561b;color:#fff;border-radius:999px;padding:0 8px;font-size:13px}
.msgs{list-style:none;margin:0 0 12px;padding:0;max-height:60vh;overflow:auto}
.msgs li{margin:8px 0;padding:8px 12px;border-radius:10px;max-width:85%;background:#f3ebe3;overflow-wrap:anywhere}
.msgs li.staff{margin-left:auto;background:#ffe3cf}
.msgs .who{font-weight:600;font-size:13px}
.msgs time{display:block;font-size:12px;color:#6b5a4b}
textarea{width:100%;min-height:80px;padding:10px 12px;border:1px solid #cbb8a4;border-radius:8px;font:inherit}
`;

const SCRIPT = `
(function(){
  var proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  var delay = 1000;
  function refresh(){
    fetch(location.href, { credentials: 'same-origin' }).then(function(r){ return r.text(); }).then(function(text){
      var doc = new DOMParser().parseFromString(text, 'text/html');
      ['conversations','thread'].forEach(function(id){
        var next = doc.getElementById(id), cur = document.getElementById(id);
        if (next && cur) cur.innerHTML = next.innerHTML;
      });
      var list = document.querySelector('#thread .msgs');
      if (list) list.scrollTop = list.scrollHeight;
    });
  }
  function connect(){
    var ws = new WebSocket(proto + '//' + location.host + '/api/live?role=staff');
    ws.onopen = function(){ delay = 1000; document.documentElement.dataset.live = 'open'; };
    ws.onmessage = function(e){ try { if (JSON.parse(e.data).type === 'staff.chat') refresh(); } catch (err) {} };
    ws.onclose = function(e){
      document.documentElement.dataset.live = 'closed';
      if (e.code >= 4400 && e.code < 4500) return;
      setTimeout(connect, delay); delay = Math.min(delay * 2, 30000);
    };
  }
  connect();
  var list = document.querySelector('#thread .msgs');
  if (list) list.scrollTop = list.scrollHeight;
})();
`;

function page(c: Context<AppEnv>, body: Raw, status: 200 | 401 | 403 | 404 = 200, script = false) {
  c.header('Cache-Control', 'no-store');
  const nonce = c.var.nonce;
  const extraHead = html`<style nonce="${nonce}">${raw(PAGE_CSS)}</style>${script ? html`<script nonce="${nonce}" defer>${raw(SCRIPT)}</script>` : ''}`;
  return c.html(standinPage({ title: TITLE, site: SITE, body, nonce, extraHead }), status);
}

async function staffOnly(c: Context<AppEnv>): Promise<AuthUser | Response> {
  const viewer = await sessionViewer(c);
  if (!viewer) {
    return page(
      c,
      html`<div class="card"><h1>${TITLE}</h1><p>Masuk sebagai staf dukungan untuk melihat percakapan.</p>
<p><a class="button primary" href="/sso?redirect=${encodeURIComponent('/backoffice/chat')}">Masuk</a></p></div>`,
      401,
    );
  }
  if (!viewer.roles.includes(1)) {
    return page(c, html`<div class="card"><h1>${TITLE}</h1><p class="error" role="alert">Halaman ini hanya untuk admin.</p><p><a href="/">Kembali ke Dapur Kursus</a></p></div>`, 403);
  }
  return viewer;
}

const ConversationId = v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number));

/** Routes under /backoffice/chat. */
export function backofficeChatRoutes() {
  const r = new Hono<AppEnv>();

  r.get('/', async (c) => {
    const viewer = await staffOnly(c);
    if (viewer instanceof Response) return viewer;
    const { db } = c.var.deps;
    const chosen = v.safeParse(ConversationId, c.req.query('c') ?? '');
    const conversations = await listConversations(db);
    const openId = chosen.success ? chosen.output : conversations[0]?.id;
    const member = openId !== undefined ? await conversationMember(db, openId) : undefined;
    const messages = member && openId !== undefined ? await listMessages(db, openId) : [];
    const last = messages.at(-1);
    if (member && openId !== undefined && last) await markRead(db, openId, 'staff', last.id);
    const list = conversations.length
      ? html`<ul class="conv-list">${conversations.map(
          (conv) => html`<li><a href="/backoffice/chat?c=${conv.id}" aria-current="${conv.id === openId ? 'true' : 'false'}">
${conv.id !== openId && conv.unread > 0 ? html`<span class="badge" aria-label="${conv.unread} pesan belum dibaca">${conv.unread}</span>` : ''}
<strong>${conv.member.name}</strong><br><span class="muted">${conv.member.email}</span><br>
<span class="muted">${conv.last_message ? conv.last_message.body.slice(0, 60) : 'Belum ada pesan'}</span></a></li>`,
        )}</ul>`
      : html`<p class="muted">Belum ada percakapan.</p>`;
    const thread = member && openId !== undefined
      ? html`<h2>Percakapan dengan ${member.name}</h2>
<ol class="msgs" aria-label="Pesan" aria-live="polite">${messages.map(
          (m) => html`<li class="${m.sender}"><span class="who">${m.sender === 'staff' ? 'Dukungan' : member.name}</span> ${m.body}<time datetime="${m.created_at}">${staffTime(m.created_at)}</time></li>`,
        )}</ol>
<form method="post" action="/backoffice/chat/${openId}/reply">
<input type="hidden" name="client_id" value="${randomUUID()}">
<label for="reply">Balasan</label>
<textarea id="reply" name="body" maxlength="1000" required></textarea>
<button class="button primary" type="submit">Kirim Balasan</button>
</form>`
      : html`<p class="muted">Pilih percakapan.</p>`;
    const body = html`<div class="card"><h1>${TITLE}</h1>
<p class="muted">Masuk sebagai ${viewer.email}. Pesan baru muncul tanpa memuat ulang halaman.</p>
<div class="support"><nav aria-label="Percakapan" id="conversations">${list}</nav><section id="thread" aria-label="Percakapan terbuka">${thread}</section></div></div>`;
    return page(c, body, 200, true);
  });

  r.post('/:id/reply', async (c) => {
    const viewer = await staffOnly(c);
    if (viewer instanceof Response) return viewer;
    const { db, now, config } = c.var.deps;
    // A form post from another site never carries the Lax cookie; the origin is checked all the same.
    const origin = c.req.header('Origin');
    if (origin && origin !== new URL(publicBase(config)).origin) return page(c, html`<div class="card"><p class="error" role="alert">Asal permintaan tidak dikenal.</p></div>`, 403);
    const id = v.safeParse(ConversationId, c.req.param('id'));
    const member = id.success ? await conversationMember(db, id.output) : undefined;
    if (!id.success || !member) return page(c, html`<div class="card"><p class="error" role="alert">Percakapan tidak ditemukan.</p></div>`, 404);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const input = v.safeParse(ChatSendInput, { body: form.body, client_id: form.client_id });
    if (input.success) {
      await storeMessage(db, { conversationId: id.output, sender: 'staff', staffId: viewer.id, body: input.output.body, clientId: input.output.client_id }, now());
    }
    return c.redirect(`/backoffice/chat?c=${id.output}`, 303);
  });

  return r;
}
