/** One store: name, road address, phone, hours, services, and links that open it in Kakao Map and Naver Map. */
import type { ReactNode } from 'react';
import { REGIONS, STORE_SERVICES, kakaoMapUrl, naverMapUrl } from '#shared/stores/store-rules';
import type { Store } from './stores-api';

export function StoreCard({ store, children }: { store: Store; children?: ReactNode }) {
  const titleId = `store-${store.storeNo}`;
  return (
    <article className="store-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="store-card__name">
        <span className="store-card__region">{REGIONS[store.regionCd]}</span> {store.storeNm}
      </h3>
      <p className="store-card__addr">
        {store.roadAddr} {store.dtlAddr}
      </p>
      <dl className="store-card__facts">
        <dt>전화</dt>
        <dd>
          <a href={`tel:${store.phone}`}>{store.phone}</a>
        </dd>
        <dt>영업시간</dt>
        <dd>
          평일 {store.weekdayHours} · 주말 {store.weekendHours}
        </dd>
      </dl>
      {store.services.length > 0 && (
        <ul className="store-card__services" aria-label="매장 서비스">
          {store.services.map((service) => (
            <li key={service}>{STORE_SERVICES[service]}</li>
          ))}
        </ul>
      )}
      <p className="store-card__maps">
        <a href={kakaoMapUrl(store)} target="_blank" rel="noopener noreferrer">
          카카오맵에서 보기<span className="visually-hidden"> (새 창)</span>
        </a>
        <a href={naverMapUrl(store)} target="_blank" rel="noopener noreferrer">
          네이버 지도에서 보기<span className="visually-hidden"> (새 창)</span>
        </a>
      </p>
      {children && <div className="store-card__actions">{children}</div>}
    </article>
  );
}
