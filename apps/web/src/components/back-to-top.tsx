import { useEffect, useRef, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP_AFTER_PX } from '@baandee/domain';
import classes from './back-to-top.module.css';

/** Marks a page's action bar (e.g. a form's Save button); the floating button keeps clear of it. */
const ACTION_BAR_ATTRIBUTE = 'data-action-bar';
const GAP_PX = 12;
/**
 * Where the button floats over the content (phones and tablets: the floating column's own
 * breakpoint, floating-actions.module.css); wider screens have it in the page's margin.
 */
const OVER_CONTENT_QUERY = '(max-width: 61.99em)';
/** A scroll shorter than this is a finger's jitter, not a direction. */
const DIRECTION_MIN_PX = 8;

/** How far the button must rise to clear every action bar it would cover (0: none). */
function liftOver(button: DOMRect, currentLift: number): number {
  // the button's place without the lift it has now
  const top = button.top + currentLift;
  const bottom = button.bottom + currentLift;
  let lift = 0;
  for (const bar of document.querySelectorAll(`[${ACTION_BAR_ATTRIBUTE}]`)) {
    for (const child of bar.children) {
      const rect = child.getBoundingClientRect();
      const overlaps = rect.width > 0 && rect.left < button.right && rect.right > button.left && rect.top < bottom && rect.bottom > top;
      if (overlaps) lift = Math.max(lift, bottom - rect.top + GAP_PX);
    }
  }
  return lift;
}

export function BackToTop() {
  const { t } = useTranslation('shell');
  const [visible, setVisible] = useState(false);
  const [lift, setLift] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const liftRef = useRef(0);

  const lastY = useRef(0);
  const goingUp = useRef(false);

  useEffect(() => {
    const update = () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY.current) >= DIRECTION_MIN_PX) {
        goingUp.current = y < lastY.current;
        lastY.current = y;
      }
      // over the content it would sit on the card text being read: it shows when the
      // reader turns back up, the moment it is wanted, and leaves as reading goes on down
      const overContent = window.matchMedia?.(OVER_CONTENT_QUERY).matches ?? false;
      setVisible(y > BACK_TO_TOP_AFTER_PX && (!overContent || goingUp.current));
      if (!button.current) return;
      const next = liftOver(button.current.getBoundingClientRect(), liftRef.current);
      liftRef.current = next;
      setLift(next);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [visible]);

  if (!visible) return null;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <ActionIcon
      ref={button}
      className={classes.button}
      style={lift ? { transform: `translateY(-${lift}px)` } : undefined}
      size={48}
      radius="xl"
      variant="filled"
      aria-label={t('backToTop')}
      title={t('backToTop')}
      data-testid="back-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })}
    >
      <IconArrowUp size={22} aria-hidden />
    </ActionIcon>
  );
}
