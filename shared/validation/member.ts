/**
 * The member form rules, each with its Korean message. The join and login screens
 * show a failed rule beside its field; the member gateway applies the same rules again.
 */

/** `null` when the value passes, else the message to show. */
export type Rule = (value: string) => string | null;

const encoder = new TextEncoder();

/** 아이디: 4 to 20 lower-case letters and digits, starting with a letter. */
export const validateWebId: Rule = (value) => {
  if (value.trim() === '') return '아이디를 입력해 주세요.';
  if (!/^[a-z][a-z0-9]{3,19}$/.test(value)) return '아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자와 숫자로 입력해 주세요.';
  return null;
};

/** 비밀번호: 8 to 16 characters with at least two of digits, letters and special characters. */
export const validatePassword: Rule = (value) => {
  if (value === '') return '비밀번호를 입력해 주세요.';
  if (value.length < 8 || value.length > 16) return '비밀번호는 8~16자로 입력해 주세요.';
  if (/\s/.test(value)) return '비밀번호에는 공백을 넣을 수 없습니다.';
  // Only what every keyboard types the same way: Hangul is not a "special character".
  if (!/^[\x21-\x7e]+$/.test(value)) return '비밀번호는 영문, 숫자, 특수문자로만 입력해 주세요.';
  const kinds = [/\d/, /[A-Za-z]/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(value)).length;
  if (kinds < 2) return '영문, 숫자, 특수문자 중 2가지 이상을 조합해 주세요.';
  return null;
};

/** The password rule as the forms show it under the field. */
export const PASSWORD_HINT = '8~16자, 영문·숫자·특수문자 중 2가지 이상';

/** 비밀번호 확인 must repeat the password. */
export function validatePasswordConfirm(password: string, confirm: string): string | null {
  if (confirm === '') return '비밀번호를 한 번 더 입력해 주세요.';
  return password === confirm ? null : '비밀번호가 일치하지 않습니다.';
}

/** 이름: Korean or Latin letters, 2 to 20 characters. */
export const validateName: Rule = (value) => {
  const name = value.trim();
  if (name === '') return '이름을 입력해 주세요.';
  // Spaces between words only; tabs and line breaks would end up in labels and addresses.
  if (!/^[가-힣a-zA-Z ]{2,20}$/.test(name)) return '이름은 한글 또는 영문 2~20자로 입력해 주세요.';
  return null;
};

/** Digits of a mobile number, without dashes or spaces. */
export function normalizeMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** 휴대폰 번호: a Korean mobile number, 010 with 8 digits or 011/016/017/018/019 with 7 or 8. */
export const validateMobile: Rule = (value) => {
  const digits = normalizeMobile(value);
  if (digits === '') return '휴대폰 번호를 입력해 주세요.';
  if (!/^(010\d{8}|01[16789]\d{7,8})$/.test(digits)) return '올바른 휴대폰 번호를 입력해 주세요.';
  return null;
};

/** 이메일: the ID at most 20 bytes, the domain at least 6 characters, a valid format. */
export function validateEmail(value: string, required = true): string | null {
  const email = value.trim();
  if (email === '') return required ? '이메일을 입력해 주세요.' : null;
  const at = email.lastIndexOf('@');
  if (at <= 0) return '이메일 형식이 올바르지 않습니다.';
  const id = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (domain === '') return '이메일 도메인을 입력해 주세요.';
  if (encoder.encode(id).length > 20) return '이메일 아이디는 20바이트 이내로 입력해 주세요.';
  if (!/^[A-Za-z0-9._%+-]+$/.test(id) || /^\.|\.$|\.\./.test(id)) return '이메일 아이디 형식이 올바르지 않습니다.';
  if (domain.length < 6) return '이메일 도메인은 6자 이상이어야 합니다.';
  if (!/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(domain) || /\.\./.test(domain)) return '이메일 도메인 형식이 올바르지 않습니다.';
  return null;
}

/** 인증번호: six digits. */
export const validateSmsCode: Rule = (value) => {
  if (value.trim() === '') return '인증번호를 입력해 주세요.';
  return /^\d{6}$/.test(value.trim()) ? null : '인증번호 6자리를 입력해 주세요.';
};

/** The consents of a join (개인정보 보호법, 정보통신망법): which are required, and what each says. */
export const JOIN_CONSENTS = [
  { code: 'AGE14', label: '만 14세 이상입니다.', required: true },
  { code: 'TERMS', label: '이용약관 동의', required: true },
  { code: 'PRIVACY_REQUIRED', label: '개인정보 수집·이용 동의', required: true },
  { code: 'PRIVACY_OPTIONAL', label: '개인정보 수집·이용 동의 (선택: 생년월일, 성별)', required: false },
  { code: 'MKT_SMS', label: '마케팅 정보 수신 동의: 문자(SMS)', required: false },
  { code: 'MKT_EMAIL', label: '마케팅 정보 수신 동의: 이메일', required: false },
  { code: 'MKT_PUSH', label: '마케팅 정보 수신 동의: 앱 푸시', required: false },
  { code: 'NIGHT_PUSH', label: '야간(21시~08시) 광고성 앱 푸시 수신 동의', required: false },
] as const;
export type ConsentCode = (typeof JOIN_CONSENTS)[number]['code'];

/** The message for the first required consent not given, or null. */
export function validateRequiredConsents(given: ReadonlySet<string>): string | null {
  const missing = JOIN_CONSENTS.find((consent) => consent.required && !given.has(consent.code));
  return missing ? `필수 약관에 동의해 주세요: ${missing.label}` : null;
}

/** Night-time push needs push consent first (정보통신망법 §50). */
export function validateNightPush(given: ReadonlySet<string>): string | null {
  return given.has('NIGHT_PUSH') && !given.has('MKT_PUSH') ? '야간 푸시 수신은 앱 푸시 수신에 동의한 경우에만 선택할 수 있습니다.' : null;
}
