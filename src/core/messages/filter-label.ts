/**
 * The filter panel's name. Apart from the panel's texts (filters.ts), which come with its code: a
 * list shows this before that code comes, in the panel's place when it cannot be fetched.
 */
export const filtersLabel = 'Фильтры';
