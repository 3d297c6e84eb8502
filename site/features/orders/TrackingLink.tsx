/**
 * 배송조회: a shipment's carrier tracking page, in a new tab (in the app, the system browser:
 * `data-link-target="3"`, docs/rules/app.md), sending the shop neither as opener nor as referrer.
 * The address is the gateway's, built from the carrier table once the number passed its carrier's
 * rule (shared/order/carriers.ts); a number without one shows without a link.
 */
import type { Shipment } from '#shared/order/carriers';
import './tracking-link.css';

export function TrackingLink({ shipment }: { shipment: Shipment }) {
  if (!shipment.trackingUrl) return null;
  return (
    <a className="button tracking-link" href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" data-link-target="3">
      배송조회<span className="visually-hidden"> (새 창)</span>
    </a>
  );
}

/** `CJ대한통운 684312345678` and its 배송조회 link. */
export function ShipmentView({ shipment }: { shipment: Shipment }) {
  return (
    <span className="shipment">
      <span>
        {shipment.carrierNm} {shipment.trackingNo}
      </span>
      <TrackingLink shipment={shipment} />
    </span>
  );
}
