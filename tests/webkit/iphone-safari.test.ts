// The shopper's journeys in WebKit as Safari on an iPhone.
import { walkTheShop } from './journeys';
import { IPHONE_SAFARI } from './support/devices';

walkTheShop(IPHONE_SAFARI, 'phone');
