import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { expect, test } from 'vitest';
import { routeByPath } from '#shared/routes';
import TermsPage from './TermsPage.astro';

const render = async (path: string, description?: string) => (await AstroContainer.create()).renderToString(TermsPage, { props: { path, description } });

test('a legal page is its route’s shell around the slot the worker fills with the document', async () => {
  const html = await render('/cu/footer/terms', '녹차숍 이용약관');
  const route = routeByPath('/cu/footer/terms');
  expect(html).toContain(`<title>${route.title} | 녹차숍</title>`);
  expect(html).toContain(`data-page-type="${route.pageType}"`);
  expect(html).toContain('<meta name="description" content="녹차숍 이용약관">');
  expect(html).toContain('data-content-slot');
  expect(html).toContain(`${route.title}을 불러오지 못했습니다.`);
});

test('each legal page names its own document in the slot', async () => {
  const html = await render('/cu/footer/privacy_policy');
  const { title } = routeByPath('/cu/footer/privacy_policy');
  expect(html).toContain(`<title>${title} | 녹차숍</title>`);
  expect(html).toMatch(new RegExp(`${title}[을를] 불러오지 못했습니다`));
});

test('the page ships no script of its own', async () => {
  const html = await render('/cu/footer/terms');
  expect(html).not.toMatch(/<script(?![^>]*type="application\/ld\+json")[^>]*>[^<]+<\/script>/);
});
