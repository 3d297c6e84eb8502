/**
 * The membership card: the CODE128 barcode a store counter scans, the number under it, a hint to
 * turn the screen up, and 재발급. Screen readers hear "멤버십 바코드" and the number.
 */
import { code128Bars, formatCardNo } from './barcode';
import type { MemberCard } from './mypage-api';

interface Props {
  card: MemberCard;
  busy: boolean;
  onReissue: () => void;
}

export function MemberBarcode({ card, busy, onReissue }: Props) {
  const { bars, width } = code128Bars(card.cardNo);
  const number = formatCardNo(card.cardNo);
  return (
    <section className="mypage-card" aria-labelledby="mypage-card-title">
      <h2 id="mypage-card-title" className="mypage-section__title">
        멤버십 바코드
      </h2>
      <div className="mypage-card__code">
        <svg role="img" aria-label={`멤버십 바코드 ${number}`} viewBox={`0 0 ${width} 40`} preserveAspectRatio="none" className="mypage-card__bars">
          {bars.map((bar) => (
            <rect key={bar.x} x={bar.x} y={0} width={bar.width} height={40} />
          ))}
        </svg>
        <p className="mypage-card__number" aria-hidden="true">
          {number}
        </p>
      </div>
      <p className="mypage-card__hint">매장 계산대에서 보여 주세요. 잘 읽히지 않으면 화면 밝기를 높여 주세요.</p>
      <button type="button" className="button mypage-card__reissue" disabled={busy} onClick={onReissue}>
        바코드 재발급
      </button>
    </section>
  );
}
