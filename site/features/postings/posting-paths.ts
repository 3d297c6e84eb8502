/** The editor's posting screens' paths: detail and regist name the posting by `?postingNo=`. */
import { sitePath } from '#shared/site-path';

export const MY_POSTINGS_PATH = sitePath('/cu/mypage/posting');
export const registPath = (postingNo?: number) => sitePath(`/cu/mypage/posting/regist${postingNo ? `?postingNo=${postingNo}` : ''}`);
export const detailPath = (postingNo: number) => sitePath(`/cu/mypage/posting/detail?postingNo=${postingNo}`);
/** Where shoppers read a published posting. */
export const publicPostingPath = (postingNo: number) => sitePath(`/dp/posting-list?postingId=${postingNo}`);

/** The posting the current URL names, or null. */
export function postingNoParam(search = location.search): number | null {
  const value = new URLSearchParams(search).get('postingNo');
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}
