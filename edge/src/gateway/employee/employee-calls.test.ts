import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import { newMember, okData } from '../cart/cart-test-support';
import { EMPLOYEE_ERRORS } from './employee-errors';

function postEmp(verb: string, token: string | undefined, body?: unknown): Promise<Response> {
  return callGateway('POST', `/cu/customer/emp/v1/${verb}`, { token, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The code in the newest outbox mail to `to`. */
async function mailedCode(to: string): Promise<string> {
  const row = await env.DB.prepare('SELECT body FROM mail_outbox WHERE to_addr = ? ORDER BY id DESC LIMIT 1').bind(to).first<{ body: string }>();
  return /(\d{6})/.exec(row!.body)![1];
}

const customer = (incsNo: number) => env.DB.prepare('SELECT emp_yn, afcp_emp_bnft_tgt_cmpy_cd AS afcp FROM customers WHERE incs_no = ?').bind(incsNo).first();
const refusal = (code: keyof typeof EMPLOYEE_ERRORS) => ({ code, message: EMPLOYEE_ERRORS[code].message });

describe('employee verification', () => {
  it('refuses a guest', async () => {
    await expectJson(await postEmp('getEmpStatus', undefined), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
  });

  it('lists the companies and starts unverified', async () => {
    const { token } = await newMember();
    const status = await okData<{ empYn: string; companies: { afcpCd: string }[]; pending: unknown }>(postEmp('getEmpStatus', token));
    expect(status.empYn).toBe('N');
    expect(status.pending).toBeNull();
    expect(status.companies.map((company) => company.afcpCd)).toEqual(['HQ01', 'AF01', 'AF02', 'AF03']);
  });

  it('mails a code to the company address, verifies it, opens prices, then releases', async () => {
    const { incsNo, token } = await newMember();
    const sent = await okData<{ email: string; message: string }>(postEmp('sendEmpCode', token, { afcpCd: 'HQ01', empNo: '204511', emailId: 'kim.nokcha' }));
    expect(sent.email).toBe('kim.nokcha@nokcha.co.kr');
    const pending = await okData<{ pending: { email: string } }>(postEmp('getEmpStatus', token));
    expect(pending.pending.email).toBe('kim.nokcha@nokcha.co.kr');

    const verified = await okData<{ status: { empYn: string; afcpNm: string; empNoMasked: string }; message: string }>(
      postEmp('verifyEmpCode', token, { code: await mailedCode('kim.nokcha@nokcha.co.kr') }),
    );
    expect(verified.status).toMatchObject({ empYn: 'Y', afcpNm: '녹차숍 본사', empNoMasked: '****11' });
    expect(await customer(incsNo)).toEqual({ emp_yn: 'Y', afcp: 'HQ01' });
    const shop = await callGateway('POST', '/dp/display/employee/v1/getEmployeeProductList', { token, body: '{}' });
    expect(shop.status).toBe(200);

    const released = await okData<{ message: string; status: { empYn: string } }>(postEmp('releaseEmp', token));
    expect(released).toMatchObject({ message: '임직원 인증이 해제되었습니다.', status: { empYn: 'N' } });
    expect(await customer(incsNo)).toEqual({ emp_yn: 'N', afcp: null });
    const closed = await callGateway('POST', '/dp/display/employee/v1/getEmployeeProductList', { token, body: '{}' });
    expect(closed.status).toBe(403);
  });

  it('refuses an unknown company, a malformed number and a bad mail id, sending nothing', async () => {
    const { token } = await newMember();
    await expectJson(await postEmp('sendEmpCode', token, { afcpCd: 'XX99', empNo: '204511', emailId: 'a' }), 404, refusal('EMP_COMPANY_NOT_FOUND'));
    await expectJson(await postEmp('sendEmpCode', token, { afcpCd: 'AF02', empNo: '204511', emailId: 'a' }), 400, refusal('EMP_NO_INVALID'));
    const bad = await postEmp('sendEmpCode', token, { afcpCd: 'HQ01', empNo: '204511', emailId: 'no spaces' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.emailId).toBe('회사 메일 아이디 형식이 올바르지 않습니다.');
    const mails = await env.DB.prepare(`SELECT COUNT(*) AS n FROM mail_outbox WHERE to_addr LIKE 'a@%' OR to_addr LIKE 'no spaces@%'`).first<{ n: number }>();
    expect(mails!.n).toBe(0);
  });

  it('counts wrong codes, locks after five, and an expired code asks for a new one', async () => {
    const { incsNo, token } = await newMember();
    await okData(postEmp('sendEmpCode', token, { afcpCd: 'AF01', empNo: '300001', emailId: 'lee' }));
    const right = await mailedCode('lee@nokchabeauty.co.kr');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt < 5; attempt += 1)
      await expectJson(await postEmp('verifyEmpCode', token, { code: wrong }), 400, refusal('EMP_CODE_MISMATCH'));
    await expectJson(await postEmp('verifyEmpCode', token, { code: wrong }), 400, refusal('EMP_CODE_TOO_MANY'));
    await expectJson(await postEmp('verifyEmpCode', token, { code: right }), 400, refusal('EMP_CODE_TOO_MANY'));
    expect(await customer(incsNo)).toMatchObject({ emp_yn: 'N' });

    await okData(postEmp('sendEmpCode', token, { afcpCd: 'AF01', empNo: '300001', emailId: 'lee' }));
    await env.DB.prepare('UPDATE employee_verifications SET expires_at = ? WHERE incs_no = ?')
      .bind(Date.now() - 1, incsNo)
      .run();
    await expectJson(await postEmp('verifyEmpCode', token, { code: await mailedCode('lee@nokchabeauty.co.kr') }), 400, refusal('EMP_CODE_EXPIRED'));
    expect(await customer(incsNo)).toMatchObject({ emp_yn: 'N' });
  });

  it('keeps one employee number to one member', async () => {
    const first = await newMember();
    const second = await newMember();
    await okData(postEmp('sendEmpCode', first.token, { afcpCd: 'AF03', empNo: 'GT7777', emailId: 'park' }));
    await okData(postEmp('verifyEmpCode', first.token, { code: await mailedCode('park@greentealab.co.kr') }));
    await expectJson(await postEmp('sendEmpCode', second.token, { afcpCd: 'AF03', empNo: 'gt7777', emailId: 'choi' }), 409, refusal('EMP_NO_TAKEN'));
    await expectJson(await postEmp('sendEmpCode', first.token, { afcpCd: 'HQ01', empNo: '111111', emailId: 'park' }), 409, refusal('EMP_ALREADY_VERIFIED'));
  });

  it('mails at most five codes an hour per member', async () => {
    const { token } = await newMember();
    const body = { afcpCd: 'HQ01', empNo: '555555', emailId: 'limit' };
    const answers = await Promise.all(Array.from({ length: 7 }, () => postEmp('sendEmpCode', token, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('refuses releasing what was never verified', async () => {
    const { token } = await newMember();
    await expectJson(await postEmp('releaseEmp', token), 409, refusal('EMP_NOT_VERIFIED'));
  });
});
