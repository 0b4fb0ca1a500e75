import { describe, expect, it } from 'vitest';
import { firstScreenHtml } from './first-screen';

const markup = (lang: string) => ({
  pages: { home: `<main>home ${lang}</main>`, login: `<form>login ${lang}</form>`, dz: `<main>dz ${lang}</main>` },
  tabFrame: `<nav>tabs ${lang}</nav>`,
  pageFrame: `<header>page ${lang}</header>`,
  state: { mutations: [], queries: [{ queryKey: ['bulletins', lang], state: { data: `</script><!-- ${lang}` } }] },
});

describe("index.html's first screen", () => {
  const html = firstScreenHtml({ en: markup('en'), zh_hans: markup('zh_hans') } as never, '/h5/');

  it('keeps #root empty and puts each language in inert templates, with the script that picks one after them', () => {
    expect(html.startsWith('<div id="root"></div>')).toBe(true);
    for (const lang of ['en', 'zh_hans']) {
      expect(html).toContain(`<template id="first-screen-home-${lang}"><main>home ${lang}</main></template>`);
      expect(html).toContain(`<template id="first-screen-login-${lang}"><form>login ${lang}</form></template>`);
      expect(html).toContain(`<template id="first-screen-dz-${lang}"><main>dz ${lang}</main></template>`);
      expect(html).toContain(`<template id="first-screen-tabs-${lang}"><nav>tabs ${lang}</nav></template>`);
      expect(html).toContain(`<template id="first-screen-page-${lang}"><header>page ${lang}</header></template>`);
    }
    expect(html.trimEnd().endsWith('<script src="/h5/first-screen.js"></script>')).toBe(true);
  });

  it('writes the answers as data that cannot close their element or open a comment', () => {
    const data = /<script type="application\/json" id="first-screen-state-en">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(data).not.toContain('<');
    expect(JSON.parse(data)).toEqual(markup('en').state);
  });
});
