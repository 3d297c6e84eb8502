// The shopper's journeys in WebKit as Safari on a PC.
import { walkTheShop } from './journeys';
import { PC_SAFARI } from './support/devices';

walkTheShop(PC_SAFARI, 'pc');
