import { useEffect, useRef, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Whether the element has come within `ahead` of the screen since the page hydrated:
 * parts of a page below the first screen wait for it before loading their code and data.
 */
export function useNearViewport<T extends Element>(ahead: string) {
  const hydrated = useHydrated();
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!hydrated || near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: `${ahead} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hydrated, near, ahead]);

  return { ref, near, setNear };
}
