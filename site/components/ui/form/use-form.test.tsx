import { act } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '#lib/api-client';
import { renderScreen } from '../testing/render-screen';
import { checkFields, placeRefusal } from './field-errors';
import { Field, fieldProps } from './Field';
import { useForm } from './use-form';

const required = (label: string) => (value: string) => (value.trim() === '' ? `${label}을(를) 입력해 주세요.` : null);

describe('the core', () => {
  test('checks each field with its rule, in the rules’ order', () => {
    expect(checkFields({ a: required('A'), b: required('B') }, { a: '', b: 'x' })).toEqual({ a: 'A을(를) 입력해 주세요.' });
  });

  test('places the gateway’s fields, a code that belongs to a field, or the form message', () => {
    const known = ['title', 'content'];
    expect(placeRefusal(new ApiError('INVALID_INPUT', '입력값을 확인해 주세요.', 400, { 'title.0': '제목은 30자 이내', other: 'x' }), known)).toEqual({
      fields: { title: '제목은 30자 이내' },
      formMessage: null,
    });
    expect(placeRefusal(new ApiError('TAKEN', '이미 있습니다.', 409), known, { TAKEN: 'title' })).toEqual({
      fields: { title: '이미 있습니다.' },
      formMessage: null,
    });
    expect(placeRefusal(new ApiError('NETWORK_ERROR', '네트워크 연결이 원활하지 않습니다.', 0), known)).toEqual({
      fields: {},
      formMessage: '네트워크 연결이 원활하지 않습니다.',
    });
  });
});

let host: HTMLElement;

function Inquiry({ send }: { send: (values: { title: string; content: string }) => Promise<void> }) {
  const form = useForm({
    initial: { title: '', content: '' },
    rules: { title: required('제목'), content: required('내용') },
    fieldOf: { TOO_LATE: 'content' },
  });
  return (
    <form ref={form.formRef} onSubmit={form.submit(send)} noValidate>
      <Field id="title" label="제목" error={form.errors.title}>
        <input {...fieldProps('title', form.errors.title)} value={form.values.title} onChange={(event) => form.setValue('title', event.target.value)} />
      </Field>
      <Field id="content" label="내용" error={form.errors.content}>
        <textarea
          {...fieldProps('content', form.errors.content)}
          value={form.values.content}
          onChange={(event) => form.setValue('content', event.target.value)}
        />
      </Field>
      <button type="submit" disabled={form.busy}>
        등록
      </button>
      {form.formMessage && <p role="alert">{form.formMessage}</p>}
    </form>
  );
}

const submit = () => act(async () => host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
const type = (id: string, value: string) =>
  act(() => {
    const control = host.querySelector<HTMLInputElement>(`#${id}`)!;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!;
    setter.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });

describe('useForm', () => {
  test('shows each rule’s message by its field and focuses the first one in the form', async () => {
    const send = vi.fn(async () => {});
    host = (await renderScreen(<Inquiry send={send} />)).host;
    await submit();
    expect(send).not.toHaveBeenCalled();
    expect(host.querySelector('#title-message')?.textContent).toBe('제목을(를) 입력해 주세요.');
    expect(host.querySelector('#title')?.getAttribute('aria-describedby')).toBe('title-message');
    expect(document.activeElement?.id).toBe('title');
    type('title', '배송 문의');
    expect(host.querySelector('#title-message')).toBeNull();
  });

  test('sends once while busy, and places a refusal on its field', async () => {
    let finish: () => void = () => {};
    const send = vi.fn(() => new Promise<void>((resolve, reject) => (finish = () => reject(new ApiError('TOO_LATE', '답변이 끝난 문의입니다.', 409)))));
    host = (await renderScreen(<Inquiry send={send} />)).host;
    type('title', '배송 문의');
    type('content', '언제 오나요?');
    await submit();
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    expect(host.querySelector('button')?.disabled).toBe(true);
    await act(async () => finish());
    expect(host.querySelector('#content-message')?.textContent).toBe('답변이 끝난 문의입니다.');
    expect(document.activeElement?.id).toBe('content');
    expect(host.querySelector('button')?.disabled).toBe(false);
  });
});
