/** 상품정보 제공고시 as markup: the cosmetics disclosure Korean law asks every product page to show. */
import { escapeHtml } from '#shared/escape-html';
import type { ProductDisclosure } from '#shared/schemas/display-calls';

const ROWS: readonly [label: string, field: keyof ProductDisclosure][] = [
  ['용량 또는 중량', 'capacity'],
  ['제품 주요 사양 (피부 타입)', 'skinType'],
  ['사용기한 또는 개봉 후 사용기간', 'expiryInfo'],
  ['사용방법', 'usageInfo'],
  ['화장품제조업자 및 화장품책임판매업자', 'manufacturer'],
  ['제조국', 'originCountry'],
  ['전성분', 'ingredients'],
  ['기능성 화장품 식품의약품안전처 심사 필 유무', 'functionalInfo'],
  ['사용할 때의 주의사항', 'caution'],
  ['품질보증기준', 'qualityStd'],
  ['소비자상담 전화번호', 'csPhone'],
];

export function disclosureHtml(disclosure: ProductDisclosure): string {
  const rows = ROWS.map(([label, field]) => `<tr><th scope="row">${label}</th><td>${escapeHtml(disclosure[field])}</td></tr>`).join('');
  return (
    `<section class="pd-section" aria-labelledby="pd-disclosure"><h2 id="pd-disclosure">상품정보 제공고시</h2>` +
    `<table class="disclosure"><tbody>${rows}</tbody></table></section>`
  );
}
