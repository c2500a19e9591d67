import type { FastifyReply } from 'fastify';
import { html, SafeHtml } from './html.ts';

const STYLE = new SafeHtml(`
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1d24;background:#f4f5f8}
main{max-width:28rem;margin:0 auto;padding:1.25rem 1rem 2rem}
.sandbox{display:inline-block;margin:0 0 .75rem;padding:.125rem .5rem;border-radius:999px;background:#fff3cd;color:#664d03;
  font-size:.75rem;font-weight:600;letter-spacing:.02em;text-transform:uppercase}
.panel{background:#fff;border:1px solid #dde1e8;border-radius:12px;padding:1.25rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
.lead{margin:0 0 1rem;color:#4a5160}
.amount{font-size:1.75rem;font-weight:700;margin:0 0 1rem}
label,legend{display:block;font-weight:600;font-size:.875rem;margin:0 0 .25rem;padding:0}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
input[type=text],input:not([type]){width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #b9c0cc;border-radius:8px;background:#fff}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #5b8def;outline-offset:2px}
input[aria-invalid=true]{border-color:#b42318}
.field{margin:0 0 1rem}
.row{display:flex;gap:.75rem;margin:0 0 1rem}
.row>*{flex:1;min-width:0}
.row .field,.row fieldset,.row .row{margin:0}
.expiry{flex:2}
.error{color:#b42318;font-size:.875rem;margin:.25rem 0 0}
.alert{border:1px solid #f1aeb5;background:#fdf0f1;color:#842029;border-radius:8px;padding:.75rem;margin:0 0 1rem}
fieldset{border:0;margin:0 0 1rem;padding:0}
.choices{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem}
.choice{display:flex;align-items:center;gap:.5rem;border:1px solid #dde1e8;border-radius:8px;padding:.5rem .75rem;font-weight:500;margin:0}
.choice input{margin:0}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
button,.button{flex:1;min-height:44px;font:inherit;font-weight:600;border-radius:8px;border:1px solid transparent;
  padding:.625rem 1rem;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#1f5eff;color:#fff}
select{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #b9c0cc;border-radius:8px;background:#fff}
.secondary{background:#fff;color:#1a1d24;border-color:#b9c0cc}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#4a5160}dd{margin:0;overflow-wrap:anywhere}
details{margin-top:1rem;font-size:.875rem;color:#4a5160}
details ul{padding-left:1.25rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace}
`);

/**
 * Hosted pages may be framed by any merchant (`frame-ancestors *`, no X-Frame-Options), load nothing
 * from elsewhere and run no script. `form-action` is left out on purpose: browsers apply it to the
 * redirect that follows a form post too, and that redirect goes to the merchant's return URL.
 */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors *",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

export type PageOptions = { title: string; content: SafeHtml; status?: number };

export function sendPage(reply: FastifyReply, { title, content, status = 200 }: PageOptions): FastifyReply {
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · Paysim</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="sandbox">Paysim sandbox · no real money</p>
<div class="panel">${content}</div>
</main>
</body>
</html>`;
  return reply.status(status).headers(PAGE_HEADERS).send(page.markup);
}
