/**
 * The named properties of `from`, in the order named. Repositories select a table's columns
 * under their own names with it: `select({ ...pick(users, 'id', 'email'), company: companies.name })`.
 */
export const pick = <T extends object, K extends keyof T>(from: T, ...keys: K[]): Pick<T, K> =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
