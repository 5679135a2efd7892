import { ChatWidget } from '../../features/shell/components/chat-widget';
import { BackToTop } from '../../components/back-to-top';
import { CompareBar } from '../../features/compare';
import classes from './floating-actions.module.css';

/** The chat widget at the bottom, back-to-top above it (spec section 2), and the link to the comparison while listings are picked, in one column. */
export function FloatingActions() {
  return (
    <div className={classes.stack}>
      <ChatWidget />
      <BackToTop />
      <CompareBar />
    </div>
  );
}
