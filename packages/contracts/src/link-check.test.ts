import { describe, expect, it } from 'vitest';
import { hasOtherDomainLink, otherDomainLinks } from './link-check.ts';

const own = 'velvet.example';

describe('link check: a link to a domain other than the product’s own is flagged', () => {
  it('flags URLs with a scheme, www addresses and bare host names of other domains', () => {
    expect(otherDomainLinks('see https://OnlyOthers.com/me?x=1 now', own)).toEqual(['onlyothers.com']);
    expect(otherDomainLinks('find me at www.elsewhere.net.', own)).toEqual(['www.elsewhere.net']);
    expect(otherDomainLinks('dm me on t.me/someone or linktr.ee/x', own)).toEqual(['t.me', 'linktr.ee']);
    expect(otherDomainLinks('my page: fansly.com/me, also cash.app/$me', own)).toEqual(['fansly.com', 'cash.app']);
    expect(otherDomainLinks('http://user:pw@evil.io:8080/path', own)).toEqual(['evil.io']);
  });

  it('does not flag the product’s own domain, its subdomains or its www address', () => {
    expect(hasOtherDomainLink('https://velvet.example/creator/anna', own)).toBe(false);
    expect(hasOtherDomainLink('www.velvet.example and cdn.velvet.example/x.png', own)).toBe(false);
    expect(hasOtherDomainLink('http://localhost:3000/post/1', 'localhost:3000')).toBe(false);
    // A look-alike that only ends with the product's name is another domain.
    expect(otherDomainLinks('https://notvelvet.example/x', own)).toEqual(['notvelvet.example']);
  });

  it('does not take ordinary text, file names or e-mail addresses for links', () => {
    expect(hasOtherDomainLink('Hello! New set tonight... e.g. 3 photos, file.txt, 9.99', own)).toBe(false);
    expect(hasOtherDomainLink('write to anna@mail.com', own)).toBe(false);
    expect(hasOtherDomainLink('', own)).toBe(false);
  });

  it('lists each other host once, in order', () => {
    expect(otherDomainLinks('a.com b.org https://a.com/x', own)).toEqual(['a.com', 'b.org']);
  });
});
