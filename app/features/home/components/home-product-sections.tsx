/**
 * SLOT: the SEATS, BELTS and RADIATORS product sections of spec 2 §2 (filter chips, up to 12
 * products, See All). The product-sections issue fills this component and the home loader's data
 * for it; until then it renders nothing, on purpose.
 */
export function HomeProductSections() {
  return null;
}
