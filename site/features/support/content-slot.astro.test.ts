import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { expect, test } from 'vitest';
import ContentSlot from './ContentSlot.astro';

const render = async (name: string) => (await AstroContainer.create()).renderToString(ContentSlot, { props: { name } });

test('the slot the worker fills says, when it could not, what failed to load with the right particle', async () => {
  const terms = await render('이용약관');
  expect(terms).toContain('data-content-slot');
  expect(terms).toContain('이용약관을 불러오지 못했습니다.');
  expect(await render('자주 묻는 질문')).toContain('자주 묻는 질문을 불러오지 못했습니다.');
  expect(await render('공지사항')).toContain('공지사항을 불러오지 못했습니다.');
  expect(await render('회사 소개')).toContain('회사 소개를 불러오지 못했습니다.');
});

test('a name is text, never markup', async () => {
  expect(await render('<b>약관</b>')).toContain('&lt;b&gt;약관&lt;/b&gt;');
});
