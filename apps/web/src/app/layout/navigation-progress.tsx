import { useNavigation } from 'react-router';

/** A thin bar while the next page's code or data loads (the current page stays visible). */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <div className="nav-progress" role="progressbar" aria-hidden />;
}
