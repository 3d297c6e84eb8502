/**
 * The consent checkboxes of a join (개인정보 보호법, 정보통신망법): 전체 동의 ticks or clears
 * them all, and follows them; night-time push can only be chosen with app push, and goes when
 * push goes. The page draws the boxes from `JOIN_CONSENTS`; the rules here are pure functions
 * over the ticked codes, and the DOM part reads which boxes exist and which are required.
 */

/** Night-time push goes when app push goes. */
export function withPushRule(ticked: ReadonlySet<string>): Set<string> {
  const next = new Set(ticked);
  if (!next.has('MKT_PUSH')) next.delete('NIGHT_PUSH');
  return next;
}

/** The ticked codes after one box changed; `'ALL'` is the 전체 동의 box, `all` every code. */
export function applyConsentChange(ticked: ReadonlySet<string>, code: string, checked: boolean, all: readonly string[]): Set<string> {
  if (code === 'ALL') return new Set(checked ? all : []);
  const next = new Set(ticked);
  if (checked) next.add(code);
  else next.delete(code);
  return withPushRule(next);
}

/** The first rule the ticked consents break, or null: every required one, and night push only with push. */
export function checkConsentRules(ticked: ReadonlySet<string>, required: readonly { code: string; label: string }[]): string | null {
  const missing = required.find((consent) => !ticked.has(consent.code));
  if (missing) return `필수 약관에 동의해 주세요: ${missing.label}`;
  return ticked.has('NIGHT_PUSH') && !ticked.has('MKT_PUSH') ? '야간 푸시 수신은 앱 푸시 수신에 동의한 경우에만 선택할 수 있습니다.' : null;
}

function boxes(root: ParentNode): HTMLInputElement[] {
  return [...root.querySelectorAll<HTMLInputElement>('input[name="consents"]')];
}

export function tickedConsents(root: ParentNode): Set<string> {
  return new Set(
    boxes(root)
      .filter((box) => box.checked)
      .map((box) => box.value),
  );
}

/** What is wrong with the boxes as ticked now; required boxes carry `required` and their label in `data-label`. */
export function checkConsents(root: ParentNode): string | null {
  const required = boxes(root)
    .filter((box) => box.required)
    .map((box) => ({ code: box.value, label: box.dataset.label ?? box.value }));
  return checkConsentRules(tickedConsents(root), required);
}

/** Draws a set of ticked codes onto the boxes. */
function draw(root: ParentNode, ticked: ReadonlySet<string>): void {
  for (const box of boxes(root)) {
    box.checked = ticked.has(box.value);
    if (box.value === 'NIGHT_PUSH') box.disabled = !ticked.has('MKT_PUSH');
  }
  const all = root.querySelector<HTMLInputElement>('[data-consent-all]');
  if (all) all.checked = boxes(root).every((box) => box.checked);
}

/** Keeps the boxes consistent as the shopper ticks; `onChange` runs after each change. */
export function startConsents(root: HTMLElement, onChange: () => void = () => {}): void {
  const codes = boxes(root).map((box) => box.value);
  const allBox = root.querySelector<HTMLInputElement>('[data-consent-all]');
  // 전체 동의 may have been ticked before this script arrived.
  const ticked = tickedConsents(root);
  draw(root, allBox?.checked ? new Set(codes) : withPushRule(ticked));
  root.addEventListener('change', (event) => {
    const box = event.target as HTMLInputElement;
    const code = box === allBox ? 'ALL' : box.name === 'consents' ? box.value : null;
    if (!code) return;
    draw(root, applyConsentChange(tickedConsents(root), code, box.checked, codes));
    onChange();
  });
}
