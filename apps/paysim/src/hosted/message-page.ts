import { html } from './html.ts';
import type { PageOptions } from './layout.ts';

export type MessagePageOptions = {
  title: string;
  message: string;
  /** Offers a way back to the merchant when there is one. */
  returnUrl?: string;
  status?: number;
};

/** A page that only tells: finished, expired, activated or not found. */
export function messagePage({ title, message, returnUrl, status }: MessagePageOptions): PageOptions {
  const content = html`<h1>${title}</h1>
<p class="lead">${message}</p>
${returnUrl ? html`<div class="actions"><a class="button primary" href="${returnUrl}" target="_top">Return to the merchant</a></div>` : ''}`;
  return { title, content, status };
}
