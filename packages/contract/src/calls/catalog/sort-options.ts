/** Orders of the search call (`searchProductsBody.sort`), also read from a list's address. */
export const SortOptions = ['relevance', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type SortOption = (typeof SortOptions)[number];
