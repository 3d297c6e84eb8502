import { describe, expect, it } from 'vitest';
import { validateEmail, validateName, validatePassword } from './member';

describe('validatePassword', () => {
  it.each([
    ['nokcha2026!', null],
    ['abcdefgh12', null],
    ['abcd!@#$', null],
    ['12345678!', null],
    ['abcdefgh', '영문, 숫자, 특수문자 중 2가지 이상을 조합해 주세요.'],
    ['녹차녹차녹차녹차1', '비밀번호는 영문, 숫자, 특수문자로만 입력해 주세요.'],
    ['녹차녹차녹차녹차', '비밀번호는 영문, 숫자, 특수문자로만 입력해 주세요.'],
    ['abc 1234!', '비밀번호에는 공백을 넣을 수 없습니다.'],
    ['a1!', '비밀번호는 8~16자로 입력해 주세요.'],
    ['a1!a1!a1!a1!a1!a1', '비밀번호는 8~16자로 입력해 주세요.'],
  ])('%j → %j', (value, message) => {
    expect(validatePassword(value)).toBe(message);
  });
});

describe('validateName', () => {
  it('allows spaces between words but not tabs or line breaks', () => {
    expect(validateName('김녹차')).toBeNull();
    expect(validateName('Jane Doe')).toBeNull();
    expect(validateName('김\n녹차')).toBe('이름은 한글 또는 영문 2~20자로 입력해 주세요.');
    expect(validateName('김\t녹차')).toBe('이름은 한글 또는 영문 2~20자로 입력해 주세요.');
  });
});

describe('validateEmail', () => {
  it('refuses dots at the ends of the ID or doubled', () => {
    expect(validateEmail('green.tea@nokcha.example')).toBeNull();
    for (const email of ['.green@nokcha.example', 'green.@nokcha.example', 'gr..een@nokcha.example']) {
      expect(validateEmail(email)).toBe('이메일 아이디 형식이 올바르지 않습니다.');
    }
  });

  it('keeps the e-mail rules: ID at most 20 bytes, domain at least 6 characters, optional when asked', () => {
    expect(validateEmail(`${'a'.repeat(21)}@nokcha.example`)).toBe('이메일 아이디는 20바이트 이내로 입력해 주세요.');
    expect(validateEmail('a@abc.kr')).toBeNull();
    expect(validateEmail('a@ab.kr')).toBe('이메일 도메인은 6자 이상이어야 합니다.');
    expect(validateEmail('', false)).toBeNull();
  });
});
