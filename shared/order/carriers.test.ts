import { describe, expect, it } from 'vitest';
import { CARRIER_CODES, carrierNamed, fitsCarrier, normalTrackingNo, shipmentOf, trackingNoRule, trackingUrl } from './carriers';

describe('carriers', () => {
  it('links each carrier’s own tracking page with the number as the page expects it', () => {
    const numbers = { CJ: '684312345678', LOTTE: '309812345678', HANJIN: '512345678901', EPOST: '6012345678901', LOGEN: '95012345678' };
    expect(CARRIER_CODES.map((carrierCd) => trackingUrl(carrierCd, numbers[carrierCd]))).toEqual([
      'https://trace.cjlogistics.com/next/tracking.html?wblNo=684312345678',
      'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo=309812345678',
      'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2=512345678901',
      'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1=6012345678901',
      'https://www.ilogen.com/web/personal/trace/95012345678',
    ]);
  });

  it('holds a number to its carrier’s lengths, digits only, and links nothing else', () => {
    expect(fitsCarrier('CJ', '6843123456')).toBe(true);
    expect(fitsCarrier('CJ', '68431234567')).toBe(false);
    expect(fitsCarrier('EPOST', '601234567890')).toBe(false);
    expect(fitsCarrier('LOGEN', '95012345678')).toBe(true);
    expect(fitsCarrier('LOTTE', '123456789')).toBe(false);
    expect(fitsCarrier('LOTTE', '12345678901234')).toBe(true);
    expect(fitsCarrier('HANJIN', '51234567890A')).toBe(false);
    // A number that would leave the page or add a parameter never becomes a link.
    expect(trackingUrl('CJ', '684312&x=1')).toBeNull();
    expect(trackingUrl('LOGEN', '../../evil')).toBeNull();
  });

  it('says each rule in Korean', () => {
    expect(trackingNoRule('CJ')).toBe('CJ대한통운 송장번호는 숫자 10자리 또는 12자리입니다.');
    expect(trackingNoRule('EPOST')).toBe('우체국택배 송장번호는 숫자 13자리입니다.');
    expect(trackingNoRule('LOTTE')).toBe('롯데택배 송장번호는 숫자 10~14자리입니다.');
  });

  it('reads a carrier from a warehouse file by code or Korean name, and nothing else', () => {
    expect(carrierNamed('CJ대한통운')?.carrierCd).toBe('CJ');
    expect(carrierNamed(' cj ')?.carrierCd).toBe('CJ');
    expect(carrierNamed('우체국 택배')?.carrierCd).toBe('EPOST');
    expect(carrierNamed('대한통운')).toBeNull();
    expect(carrierNamed('')).toBeNull();
    expect(normalTrackingNo(' 6843-1234-5678 ')).toBe('684312345678');
  });

  it('shows a shipment once both carrier and number are stored, without a link for a number of another form', () => {
    expect(shipmentOf('LOGEN', '95012345678')).toEqual({
      carrierCd: 'LOGEN',
      carrierNm: '로젠택배',
      trackingNo: '95012345678',
      trackingUrl: 'https://www.ilogen.com/web/personal/trace/95012345678',
    });
    expect(shipmentOf('CJ', 'AB-1234')).toMatchObject({ carrierNm: 'CJ대한통운', trackingNo: 'AB-1234', trackingUrl: null });
    expect(shipmentOf(null, '684312345678')).toBeNull();
    expect(shipmentOf('CJ', null)).toBeNull();
    expect(shipmentOf('DHL', '684312345678')).toBeNull();
  });
});
