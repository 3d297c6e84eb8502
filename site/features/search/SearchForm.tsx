/**
 * The search field with its autocomplete: a combobox whose suggestions are a listbox (ArrowUp and
 * ArrowDown move through them, Enter searches the highlighted one, Escape closes them). Focus
 * stays in the field throughout, as the ARIA combobox pattern asks.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Icon } from '#components/ui/Icon.tsx';
import { Highlighted } from './Highlighted';
import { MAX_QUERY_LENGTH } from './recent-list';
import { $search, submitSearch } from './search-store';
import { SEARCH_PATH } from './search-url';
import { $suggestions, closeSuggestions, suggestFor } from './suggest-store';

const LIST_ID = 'search-suggestions';
const KIND_LABELS = { product: '상품', brand: '브랜드', category: '카테고리' } as const;

export function SearchForm() {
  const searchedQuery = useStore($search).params?.q ?? '';
  const suggestions = useStore($suggestions);
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);

  // The field shows the search on screen, also after back and forward.
  useEffect(() => setText(searchedQuery), [searchedQuery]);
  useEffect(() => setActive(-1), [suggestions]);

  const items = text.trim() ? suggestions.items : [];
  const open = focused && items.length > 0;

  const search = (value: string) => {
    closeSuggestions();
    setText(value.trim());
    input.current?.blur();
    void submitSearch(value);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) search(active >= 0 && open ? items[active].keyword : text);
    else input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      closeSuggestions();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && open) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: moving past either end comes back to what was typed.
      setActive((current) => {
        const next = current + step;
        return next >= items.length ? -1 : next < -1 ? items.length - 1 : next;
      });
    }
  };

  return (
    // action and name let the static form search before the island has loaded.
    <form className="search-form" role="search" action={SEARCH_PATH} method="get" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor="search-q">
        검색어
      </label>
      <div className="search-form__field">
        <input
          ref={input}
          id="search-q"
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={LIST_ID}
          aria-activedescendant={open && active >= 0 ? `${LIST_ID}-${active}` : undefined}
          value={text}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="찾으시는 상품을 검색해 보세요"
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => {
            setText(event.target.value);
            suggestFor(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        {text ? (
          <button
            type="button"
            className="search-form__clear"
            aria-label="검색어 지우기"
            onClick={() => {
              setText('');
              closeSuggestions();
              input.current?.focus();
            }}
          >
            ×
          </button>
        ) : (
          // Where the empty field's clear button would be, as Korean shopping apps place it. Scanning is
          // the app's: in the app this asks the app, elsewhere it offers to open the app.
          <button
            type="button"
            className="search-form__scan"
            aria-label="바코드 스캔"
            title="바코드 스캔"
            onClick={() => void import('../app/in-app-action').then(({ scanBarcode }) => scanBarcode())}
          >
            <Icon name="barcode" />
          </button>
        )}
        <ul id={LIST_ID} role="listbox" aria-label="추천 검색어" className="search-suggestions" hidden={!open}>
          {items.map((item, index) => (
            <li
              key={`${item.kind}-${item.keyword}`}
              id={`${LIST_ID}-${index}`}
              role="option"
              aria-selected={index === active}
              className="search-suggestions__item"
              // Keeps the focus in the field, so the click lands before the list closes on blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => search(item.keyword)}
            >
              <span>
                <Highlighted text={item.keyword} query={text} />
              </span>
              <span className="search-suggestions__kind">{KIND_LABELS[item.kind]}</span>
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="search-form__submit">
        검색
      </button>
    </form>
  );
}
