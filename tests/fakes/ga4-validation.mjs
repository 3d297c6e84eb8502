// The checks GA4's Measurement Protocol validation server (`/debug/mp/collect`) makes of a body,
// for the fake in ga4-measurement.mjs. Each problem is one message in GA's shape,
// `{ fieldPath, description, validationCode }`, with GA's codes: VALUE_INVALID, VALUE_REQUIRED,
// NAME_INVALID, NAME_RESERVED, VALUE_OUT_OF_BOUNDS, EXCEEDED_MAX_ENTITIES. The limits are the
// documented ones: a body under 130 kB; at most 25 events, 25 parameters per event and 25 user
// properties; names of at most 40 characters that start with a letter and hold only letters,
// digits and underscores; values of at most 100 characters; events dated at most 72 hours back.
// Ecommerce events also need what GA's reports need: a transaction id, and a currency with a value.

export const LIMITS = { bodyBytes: 130_000, events: 25, params: 25, userProperties: 25, nameLength: 40, valueLength: 100, items: 200, customItemParams: 10 };
const BACKDATE_MS = 72 * 60 * 60 * 1000;
const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const RESERVED_PARAM_PREFIXES = ['_', 'firebase_', 'ga_', 'google_', 'gtag.'];
const RESERVED_EVENTS = new Set(
  (
    'ad_activeview ad_click ad_exposure ad_impression ad_query ad_reward adunit_exposure app_background app_clear_data app_exception ' +
    'app_remove app_store_refund app_store_subscription_cancel app_store_subscription_convert app_store_subscription_renew app_update ' +
    'app_upgrade dynamic_link_app_open dynamic_link_app_update dynamic_link_first_open error firebase_campaign ' +
    'firebase_in_app_message_action firebase_in_app_message_dismiss firebase_in_app_message_impression first_open first_visit ' +
    'in_app_purchase notification_dismiss notification_foreground notification_open notification_receive os_update session_start ' +
    'session_start_with_rollout user_engagement'
  ).split(' '),
);
const ITEM_PARAMS = new Set(
  (
    'item_id item_name affiliation coupon discount index item_brand item_category item_category2 item_category3 item_category4 ' +
    'item_category5 item_list_id item_list_name item_variant location_id price quantity creative_name creative_slot promotion_id promotion_name'
  ).split(' '),
);
/** Events whose reports are keyed by the transaction. */
const TRANSACTION_EVENTS = new Set(['purchase', 'refund']);

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

function checker() {
  const messages = [];
  const add = (fieldPath, description, validationCode) => messages.push({ fieldPath, description, validationCode });
  const name = (path, value, kind) => {
    if (typeof value !== 'string' || !NAME.test(value) || value.length > LIMITS.nameLength)
      add(path, `${kind} name [${value}] must start with a letter, hold only letters, digits and _, and be at most 40 characters.`, 'NAME_INVALID');
  };
  const value = (path, raw) => {
    if (typeof raw === 'string' && raw.length > LIMITS.valueLength) add(path, `Value at [${path}] is longer than 100 characters.`, 'VALUE_OUT_OF_BOUNDS');
    else if (raw !== null && typeof raw === 'object') add(path, `Value at [${path}] must be a string or a number.`, 'VALUE_INVALID');
  };
  return { messages, add, name, value };
}

function checkItems(check, path, items) {
  if (!Array.isArray(items)) return check.add(path, 'items must be an array.', 'VALUE_INVALID');
  if (items.length > LIMITS.items) check.add(path, `At most ${LIMITS.items} items.`, 'EXCEEDED_MAX_ENTITIES');
  items.forEach((item, index) => {
    const at = `${path}[${index}]`;
    if (!isObject(item)) return check.add(at, 'An item must be an object.', 'VALUE_INVALID');
    if (item.item_id === undefined && item.item_name === undefined) check.add(at, 'An item needs item_id or item_name.', 'VALUE_REQUIRED');
    const custom = Object.keys(item).filter((key) => !ITEM_PARAMS.has(key));
    if (custom.length > LIMITS.customItemParams) check.add(at, 'At most 10 custom item parameters.', 'EXCEEDED_MAX_ENTITIES');
    for (const [key, raw] of Object.entries(item)) {
      check.name(`${at}.${key}`, key, 'Item parameter');
      check.value(`${at}.${key}`, raw);
    }
  });
}

function checkEvent(check, event, index) {
  const at = `events[${index}]`;
  if (!isObject(event)) return check.add(at, 'An event must be an object.', 'VALUE_INVALID');
  check.name(`${at}.name`, event.name, 'Event');
  if (RESERVED_EVENTS.has(event.name)) check.add(`${at}.name`, `Event name [${event.name}] is reserved.`, 'NAME_RESERVED');
  const params = event.params ?? {};
  if (!isObject(params)) return check.add(`${at}.params`, 'params must be an object.', 'VALUE_INVALID');
  if (Object.keys(params).length > LIMITS.params) check.add(`${at}.params`, `At most ${LIMITS.params} parameters per event.`, 'EXCEEDED_MAX_ENTITIES');
  for (const [key, raw] of Object.entries(params)) {
    const path = `${at}.params.${key}`;
    check.name(path, key, 'Parameter');
    if (RESERVED_PARAM_PREFIXES.some((prefix) => key.startsWith(prefix))) check.add(path, `Parameter name [${key}] is reserved.`, 'NAME_RESERVED');
    if (key === 'items') checkItems(check, path, raw);
    else check.value(path, raw);
  }
  if (TRANSACTION_EVENTS.has(event.name) && (typeof params.transaction_id !== 'string' || params.transaction_id === ''))
    check.add(`${at}.params.transaction_id`, `${event.name} needs a transaction_id.`, 'VALUE_REQUIRED');
  if (params.value !== undefined && typeof params.value !== 'number') check.add(`${at}.params.value`, 'value must be a number.', 'VALUE_INVALID');
  if (params.value !== undefined && !/^[A-Z]{3}$/.test(String(params.currency ?? '')))
    check.add(`${at}.params.currency`, 'A value needs an ISO 4217 currency.', 'VALUE_REQUIRED');
}

/**
 * The validation messages for the raw body `text`, as `/debug/mp/collect` would answer them.
 * @param {string} text
 * @param {number} [now] epoch ms the timestamp is judged against
 */
export function validateCollectBody(text, now = Date.now()) {
  const check = checker();
  if (new TextEncoder().encode(text).length >= LIMITS.bodyBytes) check.add('', 'The body must be smaller than 130 kB.', 'VALUE_OUT_OF_BOUNDS');
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    check.add('', 'The body is not JSON.', 'VALUE_INVALID');
    return check.messages;
  }
  if (!isObject(body)) return [...check.messages, { fieldPath: '', description: 'The body must be a JSON object.', validationCode: 'VALUE_INVALID' }];
  if (typeof body.client_id !== 'string' || body.client_id === '') check.add('client_id', 'client_id is required.', 'VALUE_REQUIRED');
  if (body.user_id !== undefined && typeof body.user_id !== 'string') check.add('user_id', 'user_id must be a string.', 'VALUE_INVALID');
  if (body.timestamp_micros !== undefined) {
    const ms = Number(body.timestamp_micros) / 1000;
    if (!Number.isFinite(ms) || ms > now + 60_000 || ms < now - BACKDATE_MS)
      check.add('timestamp_micros', 'timestamp_micros must be in microseconds, within the last 72 hours.', 'VALUE_OUT_OF_BOUNDS');
  }
  if (body.user_properties !== undefined && (!isObject(body.user_properties) || Object.keys(body.user_properties).length > LIMITS.userProperties))
    check.add('user_properties', `At most ${LIMITS.userProperties} user properties.`, 'EXCEEDED_MAX_ENTITIES');
  if (!Array.isArray(body.events) || body.events.length === 0) check.add('events', 'events must hold at least one event.', 'VALUE_REQUIRED');
  else if (body.events.length > LIMITS.events) check.add('events', `At most ${LIMITS.events} events per request.`, 'EXCEEDED_MAX_ENTITIES');
  else body.events.forEach((event, index) => checkEvent(check, event, index));
  return check.messages;
}
