import { expect, test } from 'vitest';
import { checkJoinField, checkJoinFields, JOIN_FIELDS } from './join-rules';

const GOOD = { custWebId: 'greentea1', password: 'green1234!', passwordConfirm: 'green1234!', custNm: '김녹차', mobile: '010-1234-5678', email: '' };

test('a good join passes every rule', () => {
  expect(checkJoinFields(JOIN_FIELDS, GOOD)).toEqual([]);
});

test.each([
  ['custWebId', '', '아이디를 입력해 주세요.'],
  ['custWebId', '1green', '아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자와 숫자로 입력해 주세요.'],
  ['password', 'short1!', '비밀번호는 8~16자로 입력해 주세요.'],
  ['password', 'onlyletters', '영문, 숫자, 특수문자 중 2가지 이상을 조합해 주세요.'],
  ['passwordConfirm', 'green1234?', '비밀번호가 일치하지 않습니다.'],
  ['passwordConfirm', '', '비밀번호를 한 번 더 입력해 주세요.'],
  ['custNm', '김', '이름은 한글 또는 영문 2~20자로 입력해 주세요.'],
  ['mobile', '010-123-456', '올바른 휴대폰 번호를 입력해 주세요.'],
  ['email', 'green@tea', '이메일 도메인은 6자 이상이어야 합니다.'],
  ['email', 'averyveryverylongemailid@nokcha.shop', '이메일 아이디는 20바이트 이내로 입력해 주세요.'],
] as const)('%s %j: %s', (name, value, message) => {
  expect(checkJoinField(name, { ...GOOD, [name]: value })).toBe(message);
});

test('the e-mail may be left empty', () => {
  expect(checkJoinField('email', { email: '' })).toBeNull();
});

test('only the fields a form has are checked, in order', () => {
  expect(checkJoinFields(['custNm', 'mobile'], { custNm: '', mobile: '' })).toEqual([
    ['custNm', '이름을 입력해 주세요.'],
    ['mobile', '휴대폰 번호를 입력해 주세요.'],
  ]);
});
