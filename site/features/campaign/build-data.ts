/**
 * Campaign content the build still reads from the gateway (ADR 008): the sample market. Events,
 * live broadcasts, the main page and campaign images are drawn by the worker from D1
 * (docs/decisions/039-catalog-pages-drawn-at-the-edge.md).
 *
 * The employee shop is not here: its prices are for verified employees only and are read at
 * request time with the customer's token, never baked into a static page.
 */
import { GetSampleMarketListResponseSchema, type SampleMarketItem } from '#shared/schemas/campaign-calls';
import { memo, readBuildGateway } from '#lib/build-gateway';

const SAMPLE_LIST_PATH = '/dp/display/sample/v1/getSampleMarketList';

/** Sample-market items: running, then upcoming, then ended. */
export const loadSampleMarket = memo(
  async (): Promise<SampleMarketItem[]> => (await readBuildGateway(SAMPLE_LIST_PATH, GetSampleMarketListResponseSchema, {})).data.items,
);
