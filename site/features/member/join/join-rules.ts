/**
 * Which rule of shared/validation/member.ts checks which join field, so the screen
 * shows the same message on blur, on submit and as the gateway would.
 */
import { validateEmail, validateMobile, validateName, validatePassword, validatePasswordConfirm, validateWebId } from '#shared/validation/member';

export const JOIN_FIELDS = ['custWebId', 'password', 'passwordConfirm', 'custNm', 'mobile', 'email'] as const;
export type JoinField = (typeof JOIN_FIELDS)[number];
export type JoinValues = Partial<Record<JoinField, string>>;

export function isJoinField(name: string): name is JoinField {
  return (JOIN_FIELDS as readonly string[]).includes(name);
}

/** The message for one field given all values (the confirmation needs the password), or null. */
export function checkJoinField(name: JoinField, values: JoinValues): string | null {
  const value = values[name] ?? '';
  switch (name) {
    case 'custWebId':
      return validateWebId(value);
    case 'password':
      return validatePassword(value);
    case 'passwordConfirm':
      return validatePasswordConfirm(values.password ?? '', value);
    case 'custNm':
      return validateName(value);
    case 'mobile':
      return validateMobile(value);
    case 'email':
      return validateEmail(value, false);
  }
}

/** Every failing field of a form that has `fields`, in form order. */
export function checkJoinFields(fields: readonly JoinField[], values: JoinValues): [JoinField, string][] {
  return fields.flatMap((name) => {
    const message = checkJoinField(name, values);
    return message ? [[name, message] as [JoinField, string]] : [];
  });
}
