/** The brands and subcategories a product form picks from (`catalog/choices/get`), read once per form. */
import { useEffect, useState } from 'react';
import { opsCall } from '../ops-fetch';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';

interface Choices {
  brands: { id: string; name: string }[];
  subcategories: { id: number; name: string }[];
}

export function useCatalogChoices(): Choices {
  const [choices, setChoices] = useState<Choices>({ brands: [], subcategories: [] });
  useEffect(() => {
    let live = true;
    opsCall(OPS.getCatalogChoices)
      .then((answer) => {
        if (!live) return;
        setChoices({
          brands: answer.brands.map((brand) => ({ id: brand.code, name: `${brand.name} (${brand.code})` })),
          subcategories: answer.subcategories.map((sub) => ({ id: Number(sub.code), name: sub.name })),
        });
      })
      // Without choices the selects stay empty and the API's field message says what is missing.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return choices;
}
