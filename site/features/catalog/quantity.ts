/**
 * The quantity stepper: − and + buttons around a number field, kept within 1..max (the
 * product's most per order). Typed values are clamped when the field is left.
 */

/** A whole number within 1..max; anything unreadable becomes 1. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}

export interface QuantityStepper {
  get(): number;
}

/**
 * Wires `[data-qty-input]` and `[data-qty-step="-1"|"1"]` under `root`; `onChange` hears every
 * new quantity.
 */
export function startQuantityStepper(root: HTMLElement, onChange: (quantity: number) => void = () => {}): QuantityStepper {
  const input = root.querySelector<HTMLInputElement>('[data-qty-input]');
  if (!input) return { get: () => 1 };
  const max = Number(input.max) || 1;
  const set = (value: number) => {
    const quantity = clampQuantity(value, max);
    input.value = String(quantity);
    for (const button of root.querySelectorAll<HTMLButtonElement>('[data-qty-step]')) {
      const step = Number(button.dataset.qtyStep);
      button.disabled = step < 0 ? quantity <= 1 : quantity >= max;
    }
    onChange(quantity);
  };
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-qty-step]');
    if (button && !button.disabled) set(Number(input.value) + Number(button.dataset.qtyStep));
  });
  input.addEventListener('change', () => set(Number(input.value)));
  set(Number(input.value));
  return { get: () => clampQuantity(Number(input.value), max) };
}
