import { useLocation } from 'react-router';
import { LandingPage } from '../../features/landing/components/landing-page';

/** A landing page: the whole path names it (`/condo-for-rent/near-bts-asok`); the server knows which exist. */
export function Component() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  return <LandingPage key={path} path={path} />;
}
