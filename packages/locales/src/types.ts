/** A catalogue with exactly the keys of the Thai source, each mapped to a string. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
