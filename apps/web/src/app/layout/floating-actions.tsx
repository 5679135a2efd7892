import { ChatWidget } from '../../features/shell/components/chat-widget';
import { BackToTop } from '../../components/back-to-top';
import classes from './floating-actions.module.css';

/** The chat widget at the bottom, back-to-top above it (spec section 2), in one column. */
export function FloatingActions() {
  return (
    <div className={classes.stack}>
      <ChatWidget />
      <BackToTop />
    </div>
  );
}
