/**
 * The list's sorts and filters: 최신순 / 추천순 / 별점 높은순 / 별점 낮은순, 포토 리뷰,
 * the writer's skin type and concerns, rating and option. One form; any change asks for page 1.
 */
import { SKIN_CONCERNS, type SkinConcern } from '#shared/catalog/skin-concerns';
import { SKIN_TYPES, type SkinType } from '#shared/catalog/skin-types';
import { REVIEW_SORTS, type ReviewSort } from '#shared/reviews/review-rules';
import type { GetReviewListRequest } from '#shared/schemas/review-calls';
import { chip, el } from './dom';

export type ReviewQuery = Omit<Required<GetReviewListRequest>, 'inmPrdNo' | 'page'>;

function optionOf(text: string, value: string): HTMLOptionElement {
  const option = el('option', '', text);
  option.value = value;
  return option;
}

function group(legend: string, className = 'rv-filter'): HTMLFieldSetElement {
  const set = el('fieldset', className);
  set.append(el('legend', '', legend));
  return set;
}

/** The filter form; `optionNames` fills the option choice once the first page says what there is. */
export function filterForm(): HTMLFormElement {
  const form = el('form', 'rv-filters');
  form.setAttribute('aria-label', '리뷰 정렬과 필터');
  const sorts = group('정렬', 'rv-sorts');
  for (const [value, text] of Object.entries(REVIEW_SORTS)) {
    const label = el('label', 'rv-sort');
    const input = el('input');
    input.type = 'radio';
    input.name = 'sort';
    input.value = value;
    input.checked = value === 'LATEST';
    label.append(input, document.createTextNode(text));
    sorts.append(label);
  }
  const photo = group('포토');
  photo.append(chip('photoOnly', 'Y', '포토 리뷰만'));
  const skin = group('피부 타입');
  for (const [code, text] of Object.entries(SKIN_TYPES)) skin.append(chip('skinTypes', code, text));
  const concerns = group('피부 고민');
  for (const [code, text] of Object.entries(SKIN_CONCERNS)) concerns.append(chip('skinConcerns', code, text));
  const ratings = group('별점');
  for (const stars of [5, 4, 3, 2, 1]) ratings.append(chip('ratings', String(stars), `${stars}점`));
  const option = el('label', 'rv-filter rv-filter--option');
  option.hidden = true;
  const select = el('select');
  select.name = 'prdOptnNm';
  select.append(optionOf('전체 옵션', ''));
  option.append(el('span', '', '옵션'), select);
  // On a phone the long lists fold away behind one summary; the sort and 포토 stay in sight.
  const more = el('details', 'rv-more');
  more.open = document.documentElement.dataset.layout === 'pc';
  more.append(el('summary', '', '피부 타입·피부 고민·별점 필터'), skin, concerns, ratings, option);
  form.append(sorts, photo, more);
  return form;
}

/** Offers the options reviews were written for (once; hidden when there is only one). */
export function offerOptions(form: HTMLFormElement, names: readonly string[]): void {
  const select = form.elements.namedItem('prdOptnNm') as HTMLSelectElement | null;
  if (!select || select.options.length > 1 || names.length < 2) return;
  for (const name of names) select.append(optionOf(name, name));
  (select.parentElement as HTMLElement).hidden = false;
}

/** What the form asks for now. */
export function readQuery(form: HTMLFormElement): ReviewQuery {
  const data = new FormData(form);
  return {
    sort: (data.get('sort') as ReviewSort | null) ?? 'LATEST',
    photoOnly: data.get('photoOnly') === 'Y',
    skinTypes: data.getAll('skinTypes') as SkinType[],
    skinConcerns: data.getAll('skinConcerns') as SkinConcern[],
    ratings: data.getAll('ratings').map(Number),
    prdOptnNm: String(data.get('prdOptnNm') ?? ''),
  };
}
