/**
 * Shared HTML for the local stand-ins: small server-rendered pages with inline CSS and no external assets.
 * Every page carries a small visible line saying, in Indonesian and English, that it is a LOCAL STAND-IN for a
 * real sister site (which settings point the app at the real one is the README's to say, not a member's page). Inline `<style>`/`<script>` carry the
 * response's CSP nonce (`c.var.nonce`, http/security.ts): the stand-ins' policy allows nothing inline else.
 */

/** Escape text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

/** Tagged template that escapes every interpolated value unless it is {@link Raw}. */
export class Raw {
  constructor(readonly html: string) {}
}
export const raw = (html: string) => new Raw(html);
export function html(strings: TemplateStringsArray, ...values: unknown[]): Raw {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    const part = Array.isArray(value)
      ? value.map((x) => (x instanceof Raw ? x.html : escapeHtml(String(x)))).join('')
      : value instanceof Raw
        ? value.html
        : value === undefined || value === null || value === false
          ? ''
          : escapeHtml(String(value));
    out += part + (strings[i + 1] ?? '');
  });
  return new Raw(out);
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fdf8f3;color:#2b2118;line-height:1.5}
main{max-width:440px;margin:24px auto;padding:0 16px}
.standin{background:#fff4cc;border-bottom:1px dashed #b38600;padding:6px 16px;margin:0;font-size:13px;line-height:1.4;text-align:center;color:#4d3b00}
.standin strong{letter-spacing:.02em}
.card{background:#fff;border-radius:14px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px}
h1{font-size:22px;margin:0 0 16px}
label{display:block;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:10px 12px;border:1px solid #cbb8a4;border-radius:8px;font-size:16px}
input:focus,button:focus,a:focus{outline:3px solid #e07b39;outline-offset:2px}
button,.button{display:inline-block;border:0;border-radius:8px;padding:11px 18px;font-size:16px;font-weight:600;cursor:pointer;text-decoration:none;text-align:center}
.primary{background:#c2561b;color:#fff;width:100%;margin-top:18px}
.error{background:#fde2e1;color:#8a1c12;border-radius:8px;padding:8px 12px;margin:0 0 12px}
.muted{color:#6b5a4b;font-size:14px}
a{color:#a5440f}
`;

/**
 * A complete stand-in page.
 * @param opts.title document and heading title.
 * @param opts.site which real site this stands in for, in Indonesian and English, e.g. `{ id: 'situs masuk (SSO)', en: 'sign-in site (SSO)' }`.
 * @param opts.body page content (already escaped through {@link html}).
 * @param opts.nonce the response's Content-Security-Policy nonce (`c.var.nonce`), put on the inline style.
 */
export function standinPage(opts: { title: string; site: SiteName; body: Raw; nonce: string; extraHead?: Raw }): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(opts.title)} — stand-in lokal</title>
<style nonce="${escapeHtml(opts.nonce)}">${CSS}</style>
${opts.extraHead?.html ?? ''}
</head>
<body>
${standinBanner(opts.site).html}
<main>${opts.body.html}</main>
</body>
</html>`;
}

/** The real site a stand-in imitates, named in Indonesian and English. */
export interface SiteName {
  id: string;
  en: string;
}

/**
 * The "local stand-in" line at the top of every stand-in page, Indonesian then English: which real site it imitates.
 * How to point the app at the real site is configuration, documented in the README, never shown here.
 */
export function standinBanner(site: SiteName): Raw {
  return html`<p class="standin" role="note" aria-label="Stand-in lokal">
<strong>STAND-IN LOKAL — bukan situs asli.</strong> Halaman ini meniru ${site.id} untuk pengembangan dan pengujian.
<span lang="en"><strong>LOCAL STAND-IN</strong>: imitates the ${site.en}.</span>
</p>`;
}
