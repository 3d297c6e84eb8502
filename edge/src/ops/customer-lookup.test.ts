import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { seedCoupon, seedCustomer } from '../testing/seed';
import { auditTrail, callOps, opsData } from '../testing/ops-call';

interface Brief {
  incsNo: number;
  custWebId: string;
  maskedMobile: string;
  gradeNm: string;
}
interface Detail extends Brief {
  mobile: string;
  gradeCd: string;
  empYn: string;
  afcpNm: string | null;
  empNo: string | null;
  editor: { editorYn: string; editorNo: string; nickNm: string } | null;
  coupons: { cpnNm: string; usedDttm: string | null }[];
  points: { delta: number; memo: string }[];
  grades: { code: string; name: string }[];
  companies: { code: string }[];
}

let members = 0;
async function newMember(name = '김상담') {
  members += 1;
  const custWebId = `lookup${members}`;
  const mobile = `0105${String(members).padStart(3, '0')}${String(members).padStart(4, '0')}`;
  const incsNo = await seedCustomer(env.DB, { cust_web_id: custWebId, cust_nm: name, mobile, email: null, rmn_pt: 300, inm_cust_grd_cd: '10' });
  return { incsNo, custWebId, mobile };
}

const searchIds = async (keyword: string) =>
  (await opsData<{ items: Brief[] }>(await callOps('customers/search', { keyword }))).items.map((item) => item.incsNo);

describe('customer lookup', () => {
  it('finds a member by login ID, name, mobile (with or without dashes) or number, the mobile masked in the list', async () => {
    const member = await newMember('조회대상');
    const dashed = `${member.mobile.slice(0, 3)}-${member.mobile.slice(3, 7)}-${member.mobile.slice(7)}`;
    for (const keyword of [member.custWebId, '조회대상', member.mobile, dashed, String(member.incsNo)])
      expect(await searchIds(keyword), keyword).toEqual([member.incsNo]);
    const [brief] = (await opsData<{ items: Brief[] }>(await callOps('customers/search', { keyword: member.custWebId }))).items;
    expect(brief.maskedMobile).toMatch(/^010-\*{4}-\d{4}$/);
    expect(brief.gradeNm).toBe('새싹');
    expect(await searchIds('없는사람')).toEqual([]);
  });

  it('reads one member with contact, coupons, the latest point lines and what may be chosen', async () => {
    const member = await newMember();
    await seedCoupon(env.DB, member.incsNo, { cpn_nm: '사과 쿠폰' });
    await callOps('customers/points', { incsNo: member.incsNo, delta: 200, memo: '배송 지연 보상' });
    const detail = await opsData<Detail>(await callOps('customers/get', { incsNo: member.incsNo }));
    expect(detail.mobile).toBe(`${member.mobile.slice(0, 3)}-${member.mobile.slice(3, 7)}-${member.mobile.slice(7)}`);
    expect(detail.coupons.map((coupon) => coupon.cpnNm)).toEqual(['사과 쿠폰']);
    expect(detail.points[0]).toMatchObject({ delta: 200, memo: '배송 지연 보상' });
    expect(detail.grades.map((grade) => grade.name)).toEqual(['새싹', '잎새', '녹음', '다원']);
    expect(detail.companies.map((company) => company.code)).toContain('AF02');
    const unknown = await callOps('customers/get', { incsNo: 1 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 'CUSTOMER_NOT_FOUND', message: '고객을 찾을 수 없습니다.' });
  });
});

describe('grade and employee status', () => {
  it('sets the grade with a reason, written to the audit log; an unknown grade or no reason changes nothing', async () => {
    const member = await newMember();
    expect(await opsData<Detail>(await callOps('customers/grade', { incsNo: member.incsNo, gradeCd: '30', memo: 'VIP 보상' }))).toMatchObject({
      gradeCd: '30',
      gradeNm: '녹음',
    });
    const log = await env.DB.prepare("SELECT before_json, after_json, input_json FROM audit_log WHERE target = ? AND action = '/v1/customers/grade'")
      .bind(`customer:${member.incsNo}`)
      .first<{ before_json: string; after_json: string; input_json: string }>();
    expect([JSON.parse(log!.before_json), JSON.parse(log!.after_json), JSON.parse(log!.input_json).memo]).toEqual([
      { inm_cust_grd_cd: '10' },
      { inm_cust_grd_cd: '30' },
      'VIP 보상',
    ]);
    expect((await callOps('customers/grade', { incsNo: member.incsNo, gradeCd: '90', memo: '오류' })).status).toBe(404);
    expect((await callOps('customers/grade', { incsNo: member.incsNo, gradeCd: '20', memo: ' ' })).status).toBe(400);
    expect((await opsData<Detail>(await callOps('customers/get', { incsNo: member.incsNo }))).gradeCd).toBe('30');
  });

  it('shows whether a member is an editor, as the content team appoints and releases them', async () => {
    const member = await newMember();
    const detail = () => callOps('customers/get', { incsNo: member.incsNo }).then((answer) => opsData<Detail>(answer));
    expect((await detail()).editor).toBeNull();
    await callOps('editors/appoint', { incsNo: member.incsNo, nickNm: '초록 에디터' });
    const appointed = (await detail()).editor;
    expect(appointed).toMatchObject({ editorYn: 'Y', nickNm: '초록 에디터', editorNo: expect.stringMatching(/^ED\d{4}$/) });
    await callOps('editors/release', { incsNo: member.incsNo });
    expect((await detail()).editor).toEqual({ ...appointed, editorYn: 'N' });
  });

  it('confirms an employee by company and number, refuses a number another member holds, and ends it', async () => {
    const member = await newMember();
    const other = await newMember();
    const confirmed = await opsData<Detail>(
      await callOps('customers/employee', {
        incsNo: member.incsNo,
        empYn: 'Y',
        afcpCd: 'AF02',
        empNo: `l${String(members).padStart(5, '0')}`,
        memo: '인사팀 확인',
      }),
    );
    expect(confirmed).toMatchObject({ empYn: 'Y', afcpNm: '녹차로지스', empNo: `L${String(members).padStart(5, '0')}` });
    const taken = await callOps('customers/employee', { incsNo: other.incsNo, empYn: 'Y', afcpCd: 'AF02', empNo: confirmed.empNo, memo: '확인' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'EMP_NO_TAKEN' });
    expect((await callOps('customers/employee', { incsNo: other.incsNo, empYn: 'Y', afcpCd: 'AF02', empNo: '123', memo: '확인' })).status).toBe(400);
    expect((await callOps('customers/employee', { incsNo: other.incsNo, empYn: 'Y', memo: '확인' })).status).toBe(400);

    expect(await opsData<Detail>(await callOps('customers/employee', { incsNo: member.incsNo, empYn: 'N', memo: '퇴사' }))).toMatchObject({
      empYn: 'N',
      afcpNm: null,
      empNo: null,
    });
    const again = await callOps('customers/employee', { incsNo: member.incsNo, empYn: 'N', memo: '퇴사' });
    expect(again.status).toBe(409);
    const none = '{"emp_yn":"N","afcp_emp_bnft_tgt_cmpy_cd":null,"emp_no":null}';
    const linked = `{"emp_yn":"Y","afcp_emp_bnft_tgt_cmpy_cd":"AF02","emp_no":"${confirmed.empNo}"}`;
    expect(await auditTrail(`customer:${member.incsNo}`)).toEqual([
      { action: '/v1/customers/employee', before: none, after: linked },
      { action: '/v1/customers/employee', before: linked, after: none },
    ]);
    expect(await auditTrail(`customer:${other.incsNo}`)).toEqual([]);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM employee_links WHERE incs_no IN (?, ?)').bind(member.incsNo, other.incsNo).first()).toEqual({
      n: 0,
    });
  });
});
