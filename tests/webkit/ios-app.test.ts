// The shopper's journeys in WebKit as the iOS app's webview (WKWebView).
import { walkTheShop } from './journeys';
import { IOS_APP } from './support/devices';

walkTheShop(IOS_APP, 'app');
