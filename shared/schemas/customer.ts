/**
 * The customer as the gateway answers it: the customer info and the extras.
 * Y/N flags stay strings, as the gateway's calls carry them.
 */
import { z } from 'zod';

const YN = z.enum(['Y', 'N']);

export const CustomerInfoSchema = z.object({
  incsNo: z.string(),
  editorYn: YN,
  editorNo: z.string().nullable(),
  empYn: YN,
  afcpEmpBnftTgtCmpyCd: z.string().nullable(),
  inmSxclCd: z.string().nullable(),
  inmCustGrdCd: z.string(),
  inmCustGrdCdNm: z.string(),
  icsgNm: z.string().nullable(),
  aggr: z.string().nullable(),
  custWebId: z.string().nullable(),
  dtbr: z.string().nullable(),
  age: z.number().int().nullable(),
  /** SHA-256 of the lower-cased e-mail, hex; never the address itself. */
  custEmad: z.string().nullable(),
  mktPushAgreeYn: YN,
  nightPushAgreeYn: YN,
  fstOrderYn: YN,
  lstPayType: z.string().nullable(),
  lstPayCard: z.string().nullable(),
  /** yyyyMMddHHmmss in Korean time. */
  mbrJoinDttm: z.string().regex(/^\d{14}$/),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

/** The extras the site loads after the customer number. */
export const CustomerExtrasSchema = z.object({
  custNm: z.string(),
  custCpnCnt: z.number().int().min(0),
  rmnPt: z.number().int().min(0),
  prdCnt: z.number().int().min(0),
});
export type CustomerExtras = z.infer<typeof CustomerExtrasSchema>;
