/**
 * Which lines are selected, as pure functions the store uses: sold-out lines and those of products
 * taken off sale (판매중지) are never selected,
 * lines the shopper has already seen keep their choice across a reload, new lines come selected.
 */
import type { CartLine } from '#shared/schemas/cart-calls';

export const isBuyable = (line: CartLine): boolean => line.soldOutYn === 'N' && line.saleStopYn === 'N';

/** The ids to keep selected after `lines` arrive, given the lines seen before and their selection. */
export function reconcileSelection(lines: readonly CartLine[], seen: ReadonlySet<number>, selected: ReadonlySet<number>): number[] {
  return lines.filter((line) => isBuyable(line) && (!seen.has(line.cartLineId) || selected.has(line.cartLineId))).map((line) => line.cartLineId);
}

/** Whether every buyable line is selected (and there is at least one). */
export function allSelected(lines: readonly CartLine[], selected: readonly number[]): boolean {
  const buyable = lines.filter(isBuyable);
  return buyable.length > 0 && buyable.every((line) => selected.includes(line.cartLineId));
}

/** `selected` with `id` toggled; a sold-out line stays out. */
export function toggleId(lines: readonly CartLine[], selected: readonly number[], id: number): number[] {
  if (selected.includes(id)) return selected.filter((other) => other !== id);
  const line = lines.find((candidate) => candidate.cartLineId === id);
  return line && isBuyable(line) ? [...selected, id] : [...selected];
}

/** All buyable lines, or none when all already are. */
export function toggleAllIds(lines: readonly CartLine[], selected: readonly number[]): number[] {
  return allSelected(lines, selected) ? [] : lines.filter(isBuyable).map((line) => line.cartLineId);
}

/** How much more (sale prices) reaches free shipping; 0 when it is free already or nothing is chosen. */
export function moreForFreeShipping(subtotalAmt: number, freeFromAmt: number): number {
  return subtotalAmt > 0 && subtotalAmt < freeFromAmt ? freeFromAmt - subtotalAmt : 0;
}
