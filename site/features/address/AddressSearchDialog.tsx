/**
 * The road address search (ADR 012): a keyword, the results with 우편번호, 도로명 and 지번, paging,
 * and the request for a more detailed address above the list when there are 30 or more.
 * Choosing a result hands it to the form; nothing here is ever typed into the address itself.
 */
import { useRef, useState, type FormEvent } from 'react';
import { searchRoadAddress, type RoadAddress, type RoadAddressPage } from './address-api';
import { ADDRESS_KEYWORD_MAX, addressKeywordProblem } from '#shared/validation/address';
import { TOO_MANY_RESULTS } from './address-rules';
import { Dialog } from '#components/ui/Dialog.tsx';
import { Pagination } from '#components/ui/Pagination.tsx';
import { ErrorNote } from '#components/ui/Notes.tsx';
import '#components/ui/text-input.css';
import { lastPage } from '#shared/page-window';

const PAGE_SIZE = 10;
/** The address search answers at most this many pages. */
const LAST_PAGE = 500;

interface Props {
  onChoose: (address: RoadAddress) => void;
  onClose: () => void;
}

export function AddressSearchDialog({ onChoose, onClose }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [keyword, setKeyword] = useState('');
  const [asked, setAsked] = useState('');
  const [result, setResult] = useState<RoadAddressPage | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const search = async (text: string, page: number) => {
    setBusy(true);
    setProblem('');
    try {
      setResult(await searchRoadAddress(text, page, PAGE_SIZE));
      setAsked(text);
    } catch (error) {
      setResult(null);
      setProblem(error instanceof Error ? error.message : '');
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.trim();
    const refused = addressKeywordProblem(text);
    if (refused) {
      setProblem(refused);
      input.current?.focus();
      return;
    }
    void search(text, 1);
  };

  return (
    <Dialog title="주소 검색" onClose={onClose} initialFocus={input}>
      <form className="addr-search__form" role="search" onSubmit={onSubmit} noValidate>
        <label className="visually-hidden" htmlFor="addr-search-keyword">
          도로명, 건물명 또는 지번
        </label>
        <input
          id="addr-search-keyword"
          ref={input}
          className="ui-text-input addr-input"
          type="search"
          value={keyword}
          maxLength={ADDRESS_KEYWORD_MAX}
          placeholder="예) 테헤란로 152, 역삼동 737"
          aria-invalid={problem !== null && problem === addressKeywordProblem(keyword)}
          aria-describedby="addr-search-help"
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="submit" className="button button--primary addr-search__submit" disabled={busy}>
          검색
        </button>
      </form>
      <p className="addr-hint" id="addr-search-help">
        도로명과 건물번호, 건물명, 동과 지번으로 검색할 수 있습니다.
      </p>
      <div className="addr-search__results" aria-live="polite" aria-busy={busy}>
        {problem && <ErrorNote className="addr-message">{problem}</ErrorNote>}
        {result && <SearchResults result={result} onChoose={onChoose} />}
      </div>
      {result && (
        <Pagination
          page={result.page}
          last={lastPage(result.totalCount, PAGE_SIZE, LAST_PAGE)}
          label="주소 검색 결과 페이지"
          onPage={(page) => void search(asked, page)}
        />
      )}
    </Dialog>
  );
}

function SearchResults({ result, onChoose }: { result: RoadAddressPage; onChoose: (address: RoadAddress) => void }) {
  if (result.totalCount === 0) return <p className="addr-empty">검색 결과가 없습니다. 도로명, 건물명 또는 지번을 확인해 주세요.</p>;
  return (
    <>
      {result.tooMany && <p className="addr-search__warning">{TOO_MANY_RESULTS}</p>}
      <p className="addr-search__count">
        검색 결과 <strong>{result.totalCount.toLocaleString('ko-KR')}</strong>건
      </p>
      <ul className="addr-search__list" aria-label="주소 검색 결과">
        {result.items.map((item) => (
          <li key={`${item.zipNo}-${item.roadAddr}`}>
            <button type="button" className="addr-search__item" onClick={() => onChoose(item)}>
              <span className="addr-search__zip">
                <span className="addr-tag">우편번호</span> {item.zipNo}
              </span>
              <span className="addr-search__road">
                <span className="addr-tag">도로명</span> {item.roadAddr}
              </span>
              <span className="addr-search__jibun">
                <span className="addr-tag">지번</span> {item.jibunAddr}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
