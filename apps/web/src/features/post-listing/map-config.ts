/** Close enough to see the street, far enough to see the district. */
export const MAP_ZOOM = { empty: 11, pinned: 16 } as const;
