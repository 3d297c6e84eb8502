/**
 * The form recipe for islands (ADR 014): values, the rules' messages beside each field, a busy
 * state that keeps a double tap from sending twice, the gateway's refusal placed on its fields,
 * and focus on the first error after every failed submit.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { checkFields, focusFirstInvalid, placeRefusal, type FieldErrors, type FieldRules } from './field-errors';

interface Options<V> {
  initial: V;
  rules: FieldRules<V>;
  /** A refusal code that belongs to one field, e.g. `{ EMP_NO_TAKEN: 'empNo' }`. */
  fieldOf?: Readonly<Record<string, string>>;
}

export function useForm<V extends object>({ initial, rules, fieldOf }: Options<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const running = useRef(false);

  useEffect(() => {
    if (failures > 0) focusFirstInvalid(formRef.current);
  }, [failures]);

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name as string]: _fixed, ...rest } = current;
      return rest;
    });
  }, []);

  const fail = (found: FieldErrors, message: string | null) => {
    setErrors(found);
    setFormMessage(message);
    setFailures((count) => count + 1);
  };

  /** A submit handler: checks the rules, then runs `send` once at a time and places its refusal. */
  const submit = (send: (values: V) => Promise<void>) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (running.current) return;
    const found = checkFields(rules, values);
    if (Object.keys(found).length > 0) return fail(found, null);
    running.current = true;
    setBusy(true);
    setFormMessage(null);
    try {
      await send(values);
      setErrors({});
    } catch (error) {
      const placed = placeRefusal(error, Object.keys(rules), fieldOf);
      fail(placed.fields, placed.formMessage);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { values, setValue, errors, formMessage, busy, submit, formRef };
}
