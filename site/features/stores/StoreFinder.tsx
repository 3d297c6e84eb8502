/**
 * The store finder: region, service and words of the name or road address, ten stores a
 * page, beside a map of the regions on a PC. `actionFor` adds a control to each store (마이샵으로
 * 등록 on the member's screen).
 */
import { useState, type ReactNode } from 'react';
import { REGIONS, STORE_PAGE_SIZE, STORE_SERVICES, type Region, type StoreService } from '#shared/stores/store-rules';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Loaded } from '#components/ui/Loaded.tsx';
import { StatusNote } from '#components/ui/Notes.tsx';
import { Pagination } from '#components/ui/Pagination.tsx';
import { useLoaded } from '#components/ui/use-loaded.ts';
import { usePcLayout } from '#components/ui/use-pc-layout.ts';
import { RegionMap } from './RegionMap';
import { StoreCard } from './StoreCard';
import type { Store } from './stores-api';
import { storesLoader } from './stores-store';

interface Query {
  regionCd: Region | '';
  service: StoreService | '';
  keyword: string;
  page: number;
}

/** One filter: a labelled select of `names` with an "all" choice first. */
function Choice<K extends string>(props: { label: string; all: string; names: Readonly<Record<K, string>>; value: K | ''; onChange: (value: K | '') => void }) {
  return (
    <label>
      <span>{props.label}</span>
      <select value={props.value} onChange={(event) => props.onChange(event.target.value as K | '')}>
        <option value="">{props.all}</option>
        {(Object.entries(props.names) as [K, string][]).map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function StoreFinder({ actionFor }: { actionFor?: (store: Store) => ReactNode }) {
  const [query, setQuery] = useState<Query>({ regionCd: '', service: '', keyword: '', page: 1 });
  const [typed, setTyped] = useState('');
  const state = useLoaded(storesLoader, {
    regionCd: query.regionCd || undefined,
    service: query.service || undefined,
    keyword: query.keyword,
    page: query.page,
  });
  const change = (next: Partial<Query>) => setQuery((current) => ({ ...current, page: 1, ...next }));
  const pc = usePcLayout();
  return (
    <section className="store-finder" aria-labelledby="store-finder-title">
      <h2 id="store-finder-title">매장 찾기</h2>
      <form
        className="store-finder__form"
        role="search"
        aria-label="매장 검색"
        onSubmit={(event) => {
          event.preventDefault();
          change({ keyword: typed.trim() });
        }}
      >
        <Choice label="지역" all="전체 지역" names={REGIONS} value={query.regionCd} onChange={(regionCd) => change({ regionCd })} />
        <Choice label="서비스" all="전체 서비스" names={STORE_SERVICES} value={query.service} onChange={(service) => change({ service })} />
        <label className="store-finder__keyword">
          <span>매장명·주소</span>
          <input type="search" maxLength={40} placeholder="예: 강남, 해운대로" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit" className="button button--primary">
          검색
        </button>
      </form>
      <Loaded state={state} loader={storesLoader} loading="매장을 불러오는 중입니다.">
        {(result) => (
          // On a PC the list sits beside the map; on a phone both wrappers are `display: contents`.
          <div className="store-finder__results">
            <div className="store-finder__found">
              <StatusNote>매장 {result.totalCnt}곳</StatusNote>
              {result.items.length === 0 ? (
                <EmptyState icon="search" title="조건에 맞는 매장이 없습니다" text="지역이나 검색어를 바꿔 보세요." />
              ) : (
                <ul className="store-finder__list">
                  {result.items.map((store) => (
                    <li key={store.storeNo}>
                      <StoreCard store={store}>{actionFor?.(store)}</StoreCard>
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                page={query.page}
                last={Math.ceil(result.totalCnt / STORE_PAGE_SIZE)}
                label="매장 목록 페이지"
                onPage={(page) => setQuery((current) => ({ ...current, page }))}
              />
            </div>
            {pc && <RegionMap counts={result.regionCounts} value={query.regionCd} onSelect={(regionCd) => change({ regionCd })} />}
          </div>
        )}
      </Loaded>
    </section>
  );
}
