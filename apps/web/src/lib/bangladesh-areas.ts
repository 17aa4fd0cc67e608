import { useEffect, useState } from 'react';

export type BangladeshAreas = typeof import('@boipoka/shared/bangladesh-areas');

let loading: Promise<BangladeshAreas> | undefined;
let loaded: BangladeshAreas | undefined;

/**
 * The names of Bangladesh's upazilas and city thanas (~9 KB gzip): fetched the first time an address is written or shown,
 * never on a shopper's first page (docs/decisions/039). A failed fetch is tried again by the next caller.
 */
export function loadBangladeshAreas(): Promise<BangladeshAreas> {
  loading ??= import('@boipoka/shared/bangladesh-areas').then(
    (areas) => (loaded = areas),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The areas once loaded (undefined until then; the caller shows what it can without them). `needed` false: not fetched
 * (an address without an upazila names nothing the areas hold).
 */
export function useBangladeshAreas(needed = true): BangladeshAreas | undefined {
  const [areas, setAreas] = useState(loaded);
  useEffect(() => {
    if (areas || !needed) return;
    let live = true;
    loadBangladeshAreas().then(
      (module) => live && setAreas(module),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [areas, needed]);
  return areas;
}
