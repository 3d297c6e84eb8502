/** Which address search the worker uses: the 도로명주소 API when its key is set, else the bundled dataset. */
import type { AddressSearch } from './address-search';
import { embeddedAddressSearch } from './embedded-address-search';
import { jusoAddressSearch } from './juso-address-search';

const DEFAULT_JUSO_ORIGIN = 'https://business.juso.go.kr';

/** The address search for this worker's configuration. */
export function selectAddressSearch(env: Partial<Pick<Env, 'JUSO_API_KEY' | 'JUSO_API_ORIGIN'>>): AddressSearch {
  const key = env.JUSO_API_KEY?.trim() ?? '';
  if (key === '') return embeddedAddressSearch();
  const origin = env.JUSO_API_ORIGIN?.trim() || DEFAULT_JUSO_ORIGIN;
  return jusoAddressSearch({ origin, key });
}
