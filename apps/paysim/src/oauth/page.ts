import { html } from '../hosted/html.ts';
import type { PageOptions } from '../hosted/layout.ts';
import { presetIdentities, type AuthorizationRequest } from './service.ts';

const providerNames = { google: 'Google', twitter: 'X (Twitter)', facebook: 'Facebook' } as const;

/** The consent page: pick or type a test identity, then Allow or Cancel. */
export function consentPage(request: AuthorizationRequest, error?: string): PageOptions {
  const provider = providerNames[request.provider];
  const title = `Sign in with ${provider}`;
  const content = html`<h1>${title}</h1>
<p class="lead">Sandbox identity provider: choose the test identity to share with the app.</p>
${error ? html`<div class="alert" role="alert">${error}</div>` : ''}
<form method="post" action="/oauth/${request.provider}/authorize/${request.id}">
<fieldset><legend>Preset identities</legend><div class="choices">
${presetIdentities.map(
  (identity, index) =>
    html`<label class="choice"><input type="radio" name="preset" value="${index}"> ${identity.name}${identity.email_verified ? '' : ' (unverified)'}</label>`,
)}
<label class="choice"><input type="radio" name="preset" value="custom" checked> Custom</label>
</div></fieldset>
<div class="field"><label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" value="Sandbox Tester"></div>
<div class="field"><label for="email">Email</label><input id="email" name="email" type="text" autocomplete="email" value=""></div>
<div class="field"><label class="choice"><input type="checkbox" name="email_verified" value="true" checked> Email verified</label></div>
<div class="actions">
<button class="primary" type="submit" name="decision" value="allow">Allow</button>
<button class="secondary" type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>`;
  return { title, content, status: error ? 400 : 200 };
}
