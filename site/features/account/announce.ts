/** Says what a change did in the shop's alert, loading the modal code only then. */
export async function announce(text: string): Promise<void> {
  const { showAlert } = await import('#chrome/modal');
  await showAlert({ text });
}

/** Asks before a change that cannot be undone; true when the member agreed. */
export async function confirmChange(text: string): Promise<boolean> {
  const { showConfirm } = await import('#chrome/modal');
  return showConfirm({ text });
}
