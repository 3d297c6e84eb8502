/**
 * Editor postings: a member who is not an editor is told so; appointed by the
 * operator, they write a posting with a photo and a product, the operator publishes it, and it is
 * on the posting list and its own page at once. A video goes up in parts; a rejected posting shows
 * its reason, is changed and waits again, then is deleted; files of the wrong type or size are refused.
 */
import { writeFileSync } from 'node:fs';
import { blockingViolations } from './support/axe';
import { acknowledge, choose } from './support/dialogs';
import { expect, test } from './support/fixtures';
import { ops } from './support/ops';
import { newShopper } from './support/shopper';
import { DESKTOP_ONLY, PHONE_ONLY } from './support/one-layout';

const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAgElEQVR4nA3JIQFFMQhA0R/nhSAE+mpC0GBmGo1ZAxrQgAZr8nfs+X2OOOqY48520inn9y1koQtb+GIvclHrRSCBBhZ4sIMMKl4c5KAHO/hhH/JQ50UhhRZWeLGLLKpeNNJoY403u8mm+sUggw42+LCHHGpeXOSiF7v4ZV/yUpc/LVZdIQ0V/4MAAAAASUVORK5CYII=',
  'base64',
);
const MB = 1024 * 1024;
/** An MP4's first bytes (ftyp isom), then filler: a video by its bytes, sent in two parts. */
function video(size: number): Buffer {
  const file = Buffer.alloc(size, 7);
  Buffer.from('AAAAGGZ0eXBpc29tAAACAGlzb21pc28yAAAACGZyZWU=', 'base64').copy(file);
  return file;
}

test(
  'an editor writes a posting with a photo and a product; published by the operator, it is on the list and its page',
  PHONE_ONLY,
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const shopper = await newShopper(page, testInfo, { points: 10, memo: '포스팅 e2e', coupons: [] });
    await page.goto('/kr/ko/cu/mypage/posting');
    await expect(page.getByRole('heading', { name: '에디터만 포스팅을 쓸 수 있습니다' })).toBeVisible();
    await page.goto('/kr/ko/cu/mypage/posting/regist');
    await expect(page.getByRole('heading', { name: '에디터만 포스팅을 쓸 수 있습니다' })).toBeVisible();

    const nickNm = `에디터${testInfo.project.name === 'phone' ? '폰' : '피씨'}${Date.now() % 100000}`;
    await ops(page.request, 'editors/appoint', { incsNo: shopper.incsNo, nickNm });
    await page.goto('/kr/ko/cu/mypage/posting');
    await expect(page.getByText(`에디터 ${nickNm}`)).toBeVisible();
    await page.getByRole('link', { name: '포스팅 쓰기' }).click();
    const form = page.getByRole('form', { name: '포스팅 작성' });
    await form.getByRole('button', { name: '포스팅 등록' }).click();
    await expect(form.getByText('주제를 선택해 주세요.')).toBeVisible();
    await expect(form.getByText('제목을 입력해 주세요.')).toBeVisible();
    await expect(form.getByText('이미지나 동영상을 하나 올려 주세요.')).toBeVisible();

    const title = `겨울 보습 루틴 ${nickNm}`;
    await form.getByLabel('주제 (필수)').selectOption('스킨케어');
    await form.getByLabel(/^제목/).fill(title);
    await form.getByLabel(/^본문/).fill('건조한 겨울, 토너를 세 번 나눠 바르는 방법을 소개합니다.\n\n<script>alert(1)</script> 마지막엔 크림으로 마무리!');
    const picker = form.locator('input[type="file"]');
    await picker.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: Buffer.from('그림이 아닌 파일') });
    await expect(form.getByRole('alert')).toContainText('올릴 수 없는 파일 형식입니다');
    await picker.setInputFiles({ name: 'IMG_0101.png', mimeType: 'image/png', buffer: PHOTO });
    await expect(form.getByRole('img', { name: '올린 사진 1' })).toBeVisible();
    await form.getByLabel('상품 검색어').fill('녹차');
    await form.getByLabel('상품 검색어').press('Enter');
    const found = form.getByRole('list', { name: '찾은 상품' }).getByRole('listitem').first();
    const productName = (await found.locator('span').first().innerText())
      .split('\n')[0]
      .replace(/\s[\d,]+원$/, '')
      .trim();
    await found.getByRole('button', { name: '추가' }).click();
    await expect(form.getByRole('list', { name: '고른 상품' })).toContainText(productName);
    expect(await blockingViolations(page)).toEqual([]);
    await form.getByRole('button', { name: '포스팅 등록' }).click();
    await acknowledge(page, '포스팅이 등록되었습니다. 운영자 확인 후 게시됩니다.');
    await expect(page).toHaveURL(/\/cu\/mypage\/posting\/detail\?postingNo=\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('검토 중', { exact: true })).toBeVisible();

    // Waiting for the operator: not on the list yet.
    await page.goto('/kr/ko/dp/posting-list');
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    const [waiting] = (await ops(page.request, 'postings/list', { status: 'PENDING' })).filter((row: { title: string }) => row.title === title);
    await ops(page.request, 'postings/decide', { postingNo: waiting.postingNo, action: 'PUBLISH' });
    await page.reload();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    // Its cover shows on the list, not its alt text.
    const cover = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) })
      .locator('img')
      .first();
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`postingId=${waiting.postingNo}$`));
    // Known by its own title and address to a crawler and a shared link.
    await expect(page).toHaveTitle(`${title} | 녹차숍`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/kr/ko/dp/posting-list\\?postingId=${waiting.postingNo}$`));
    await expect(page.getByRole('img', { name: `${title} 사진 1` })).toBeVisible();
    await expect(page.getByText('<script>alert(1)</script> 마지막엔 크림으로 마무리!')).toBeVisible();
    await expect(page.getByRole('region', { name: '포스팅 속 상품' }).getByRole('link')).toContainText(productName);
    expect(await blockingViolations(page)).toEqual([]);

    await page.goto('/kr/ko/cu/mypage/alarm');
    await expect(page.getByText('포스팅이 게시되었습니다')).toBeVisible();
    await page.goto(`/kr/ko/cu/mypage/posting/detail?postingNo=${waiting.postingNo}`);
    await expect(page.getByText('게시됨', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '수정', exact: true })).toHaveCount(0);
  },
);

test('a video goes up in parts; a rejected posting shows its reason, is changed, waits again and is deleted', DESKTOP_ONLY, async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await newShopper(page, testInfo, { points: 10, memo: '포스팅 동영상 e2e', coupons: [] });
  await ops(page.request, 'editors/appoint', { incsNo: shopper.incsNo, nickNm: '영상 에디터' });
  await page.goto('/kr/ko/cu/mypage/posting/regist');
  const form = page.getByRole('form', { name: '포스팅 작성' });
  await form.getByLabel('주제 (필수)').selectOption('메이크업');
  await form.getByLabel(/^제목/).fill('5분 메이크업 영상');
  await form.getByRole('radio', { name: '동영상' }).check();
  const picker = form.locator('input[type="file"]');
  // Over 50MB: refused before a byte is sent.
  const huge = testInfo.outputPath('huge.mp4');
  writeFileSync(huge, video(50 * MB + 1));
  await picker.setInputFiles(huge);
  await expect(form.getByRole('alert')).toContainText('파일은 동영상(MP4, MOV, WEBM) 50MB 이하만 올릴 수 있습니다.');
  await picker.setInputFiles({ name: 'makeup.mp4', mimeType: 'video/mp4', buffer: video(6 * MB) });
  await expect(form.locator('video[aria-label="올린 동영상"]')).toBeVisible({ timeout: 30_000 });
  await form.getByRole('button', { name: '포스팅 등록' }).click();
  await acknowledge(page, '포스팅이 등록되었습니다. 운영자 확인 후 게시됩니다.');
  const postingNo = Number(new URL(page.url()).searchParams.get('postingNo'));
  await expect(page.locator('video[aria-label="5분 메이크업 영상 동영상"]')).toHaveAttribute('src', /\/uploads\/posting-video\/[\w-]+\.mp4$/);

  await ops(page.request, 'postings/decide', { postingNo, action: 'REJECT', reason: '영상에 상품 이름이 보이도록 다시 찍어 주세요.' });
  await page.reload();
  await expect(page.getByText('반려', { exact: true })).toBeVisible();
  await expect(page.getByText('영상에 상품 이름이 보이도록 다시 찍어 주세요.')).toBeVisible();
  await page.getByRole('link', { name: '수정', exact: true }).click();
  await expect(form.getByLabel(/^제목/)).toHaveValue('5분 메이크업 영상');
  await expect(form.locator('video[aria-label="올린 동영상"]')).toBeVisible();
  await form.getByLabel(/^제목/).fill('5분 메이크업 영상 (상품명 포함)');
  await form.getByRole('button', { name: '수정 완료' }).click();
  await acknowledge(page, '포스팅이 수정되었습니다. 운영자 확인 후 게시됩니다.');
  await expect(page.getByText('검토 중', { exact: true })).toBeVisible();
  await expect(page.getByText('영상에 상품 이름이 보이도록')).toHaveCount(0);

  await page.getByRole('button', { name: '삭제' }).click();
  await choose(page, '삭제');
  await acknowledge(page, '포스팅이 삭제되었습니다.');
  await expect(page).toHaveURL(/\/cu\/mypage\/posting$/);
  await expect(page.getByRole('heading', { name: '아직 쓴 포스팅이 없습니다' })).toBeVisible();
});

test('a posting that is not published is the 404 screen', async ({ page }) => {
  const response = await page.goto('/kr/ko/dp/posting-list?postingId=999999');
  expect(response?.status()).toBe(404);
});
