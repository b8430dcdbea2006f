/** The id of a product line's route, which the router adds on the first visit to the line (router.tsx). */
export const productRouteId = (model: string) => `product:${model}`;

/** Whether a route is a product line's. */
export const isProductRoute = (id: string): boolean => id.startsWith('product:');
