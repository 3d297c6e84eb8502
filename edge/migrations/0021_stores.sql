-- The shop's stores across Korea (the store finder, support/my-shop) and the store a
-- member keeps as their 마이샵 (mypage/my-shop), which may be changed or deleted only a month after
-- it was registered.
CREATE TABLE stores (
  store_no INTEGER PRIMARY KEY,
  store_nm TEXT NOT NULL UNIQUE,                        -- 녹차숍 강남역점
  region_cd TEXT NOT NULL CHECK (region_cd IN ('SEOUL', 'GYEONGGI', 'INCHEON', 'BUSAN', 'DAEGU', 'GWANGJU', 'DAEJEON', 'ULSAN', 'SEJONG',
    'GANGWON', 'CHUNGBUK', 'CHUNGNAM', 'JEONBUK', 'JEONNAM', 'GYEONGBUK', 'GYEONGNAM', 'JEJU')),
  road_addr TEXT NOT NULL,
  dtl_addr TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL,
  weekday_hours TEXT NOT NULL,                          -- 10:00~22:00
  weekend_hours TEXT NOT NULL,
  services TEXT NOT NULL DEFAULT '',                    -- comma separated: BOTTLE, PICKUP, TESTER, PARKING
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED'))
);
CREATE INDEX stores_by_region ON stores (region_cd, store_nm) WHERE status = 'OPEN';

CREATE TABLE my_shops (
  incs_no INTEGER PRIMARY KEY REFERENCES customers (incs_no),
  store_no INTEGER NOT NULL REFERENCES stores (store_no),
  registered_at INTEGER NOT NULL
);
