/** The chrome's alert and confirm, loaded when first needed (most visits never show one). */
export async function alertText(text: string): Promise<void> {
  const { showAlert } = await import('#chrome/modal');
  await showAlert({ text });
}

/** Resolves `true` only for 확인. */
export async function confirmText(text: string): Promise<boolean> {
  const { showConfirm } = await import('#chrome/modal');
  return showConfirm({ text });
}
