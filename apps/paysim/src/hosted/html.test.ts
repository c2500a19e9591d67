import { describe, expect, it } from 'vitest';
import { html } from './html.ts';

describe('the html tag', () => {
  it('escapes interpolated text, attributes included', () => {
    const name = `"><img src=x onerror=alert(1)> & 'quotes'`;

    expect(html`<input value="${name}">`.markup).toBe('<input value="&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quotes&#39;">');
  });

  it('keeps nested html, joins lists and drops empty values', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);

    expect(html`<ul>${items}</ul>${false}${undefined}${null}${0}`.markup).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
  });
});
