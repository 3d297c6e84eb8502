/** The 배송 요청사항 choices: common notes, or the shopper's own text (50 characters at most). */
import { DLV_MEMO_MAX } from '#shared/order/order-sheet-rules';

export { DLV_MEMO_MAX };

export const MEMO_PRESETS = [
  '배송 전에 미리 연락 바랍니다.',
  '부재 시 경비실에 맡겨 주세요.',
  '부재 시 문 앞에 놓아 주세요.',
  '부재 시 택배함에 넣어 주세요.',
  '파손 위험이 있으니 조심히 다뤄 주세요.',
] as const;

/** `''` no note, a preset, or `CUSTOM` with `custom` text. */
export interface MemoChoice {
  preset: string;
  custom: string;
}

export const CUSTOM_MEMO = 'CUSTOM';

/** The note sent with the order. */
export function memoText(choice: MemoChoice): string {
  return (choice.preset === CUSTOM_MEMO ? choice.custom : choice.preset).trim().slice(0, DLV_MEMO_MAX);
}
