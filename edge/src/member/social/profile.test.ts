import { describe, expect, it } from 'vitest';
import { decodeFlowState, encodeFlowState, stateMatches } from './flow-state';
import { appleProfile, facebookProfile, kakaoProfile, koreanMobile, naverProfile } from './profile';

describe('provider profiles', () => {
  it('Kakao: numeric id, name or nickname, verified e-mail only, +82 phone', () => {
    expect(
      kakaoProfile({
        id: 3_456_789_012,
        kakao_account: {
          name: '김녹차',
          profile: { nickname: '녹차러버' },
          email: 'a@kakao.example',
          is_email_valid: true,
          is_email_verified: true,
          phone_number: '+82 10-1234-5678',
        },
      }),
    ).toEqual({ providerUserId: '3456789012', name: '김녹차', email: 'a@kakao.example', mobile: '01012345678' });
    expect(kakaoProfile({ id: 1, kakao_account: { profile: { nickname: '녹차러버' }, email: 'a@kakao.example', is_email_verified: false } })).toEqual({
      providerUserId: '1',
      name: '녹차러버',
      email: null,
      mobile: null,
    });
    expect(() => kakaoProfile({ kakao_account: {} })).toThrow(/id/);
  });

  it('Naver: the response object, refused unless resultcode is 00', () => {
    expect(
      naverProfile({
        resultcode: '00',
        message: 'success',
        response: { id: 'abc', nickname: '녹차', name: '이녹차', email: 'b@naver.example', mobile: '010-2222-3333' },
      }),
    ).toEqual({
      providerUserId: 'abc',
      name: '이녹차',
      email: 'b@naver.example',
      mobile: '01022223333',
    });
    expect(() => naverProfile({ resultcode: '024', message: 'Authentication failed' })).toThrow(/024/);
  });

  it('Facebook: id, name, e-mail', () => {
    expect(facebookProfile({ id: '10220', name: 'Jane Doe', email: 'jane@fb.example' })).toEqual({
      providerUserId: '10220',
      name: 'Jane Doe',
      email: 'jane@fb.example',
      mobile: null,
    });
  });

  it('Apple: the ID token subject, a verified e-mail, the name from the first authorization', () => {
    expect(
      appleProfile({ sub: '001.abc', email: 'x@privaterelay.appleid.com', email_verified: 'true' }, '{"name":{"firstName":"녹차","lastName":"김"}}'),
    ).toEqual({
      providerUserId: '001.abc',
      name: '김녹차',
      email: 'x@privaterelay.appleid.com',
      mobile: null,
    });
    expect(appleProfile({ sub: '001.abc' }, '{"name":{"firstName":"Jane","lastName":"Doe"}}').name).toBe('Jane Doe');
    expect(appleProfile({ sub: '001.abc', email: 'x@y.example' }, 'not json')).toEqual({ providerUserId: '001.abc', name: null, email: null, mobile: null });
  });

  it('reads Korean mobile numbers in their usual forms only', () => {
    expect(koreanMobile('+82 10-1234-5678')).toBe('01012345678');
    expect(koreanMobile('010-1234-5678')).toBe('01012345678');
    expect(koreanMobile('+1 415 555 0100')).toBeNull();
    expect(koreanMobile(12)).toBeNull();
  });
});

describe('the flow state cookie', () => {
  it('round-trips and matches only its own provider and state', () => {
    const flow = { provider: 'kakao', state: 'abc', verifier: 'v', successUrl: '/kr/ko' };
    const decoded = decodeFlowState(encodeFlowState(flow));
    expect(decoded).toEqual({ ...flow, nonce: undefined });
    expect(stateMatches(decoded, 'kakao', 'abc')).toBe(true);
    expect(stateMatches(decoded, 'kakao', 'abd')).toBe(false);
    expect(stateMatches(decoded, 'naver', 'abc')).toBe(false);
    expect(stateMatches(decoded, 'kakao', null)).toBe(false);
    expect(stateMatches(null, 'kakao', 'abc')).toBe(false);
  });

  it('reads anything malformed as no state', () => {
    for (const value of [undefined, '', '!!!', btoa('null'), btoa('{"provider":1}'), 'x'.repeat(5000)]) expect(decodeFlowState(value)).toBeNull();
  });
});
