/** A shared code → Korean name table (shared/*-rules, order-status) as react-admin's select choices. */
export const choicesOf = (names: Readonly<Record<string, string>>, except: readonly string[] = []) =>
  Object.entries(names)
    .filter(([id]) => !except.includes(id))
    .map(([id, name]) => ({ id, name }));
