import { useEffect, useRef, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP_AFTER_PX } from '@baandee/domain';
import classes from './back-to-top.module.css';

/** Marks a page's action bar (e.g. a form's Save button); the floating button keeps clear of it. */
const ACTION_BAR_ATTRIBUTE = 'data-action-bar';
const GAP_PX = 12;

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

  useEffect(() => {
    const update = () => {
      setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
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
