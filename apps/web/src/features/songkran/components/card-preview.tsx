import { useMemo, type CSSProperties } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SONGKRAN_DESIGN_STYLES, songkranBackgroundSvg, type SongkranDesign, type SongkranLanguage } from '@baandee/domain';

/*
 * The card's layout (packages/domain SONGKRAN_CARD_LAYOUT) in the card's proportions:
 * positions in % of the 1200x630 card, sizes in cqw, so the text scales with the preview
 * as the image does.
 */
const CARD: CSSProperties = {
  position: 'relative',
  aspectRatio: '1200 / 630',
  containerType: 'inline-size',
  overflow: 'hidden',
  borderRadius: 'var(--mantine-radius-md)',
  boxShadow: 'var(--mantine-shadow-sm)',
};
const TEXT: CSSProperties = {
  position: 'absolute',
  left: '50%',
  transform: 'translateX(-50%)',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: 1.35,
};
const BOXES = {
  greeting: { top: '5.7%', height: '15.9%', width: '78%', fontSize: '6.3cqw', fontWeight: 700, textShadow: '0.2cqw 0.35cqw 0.6cqw rgb(0 0 0 / 35%)' },
  message: { top: '27.3%', height: '38.1%', width: '73%' },
  sender: { top: '67.6%', height: '7.9%', width: '68%', fontSize: '3.1cqw', fontWeight: 500 },
  footer: { top: '77.5%', height: '4.4%', width: '50%', fontSize: '1.8cqw' },
} satisfies Record<string, CSSProperties>;

/** The message's size in the preview: the card sets long messages smaller to fit its box. */
function messageSize(message: string): string {
  const lines = message.split('\n').length;
  if (message.length > 110 || lines > 3) return '3.2cqw';
  if (message.length > 60 || lines > 2) return '3.8cqw';
  return '4.5cqw';
}

/**
 * The sender's line in the preview: one line, set smaller as the name grows so that it
 * keeps to its box and never runs into the footer (the server's picture fits it the same
 * way). About 0.6 em a character over the box's 68% of the card.
 */
function senderSize(line: string): string {
  return `${Math.min(3.1, 68 / (0.6 * Math.max(1, line.length))).toFixed(2)}cqw`;
}

/**
 * The card as it will look, drawn live from the same background the server draws on, its
 * printed words in the card's language; the server's picture (set in Kanit) is what gets
 * shared.
 */
export function CardPreview({ design, language, message, name }: { design: SongkranDesign; language: SongkranLanguage; message: string; name: string }) {
  const { t } = useTranslation('event');
  const { t: print } = useTranslation('event', { lng: language, keyPrefix: 'print' });
  const style = SONGKRAN_DESIGN_STYLES[design];
  const sender = name ? print('from', { name }) : '';
  const background = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(songkranBackgroundSvg(design))}`, [design]);
  return (
    <Box style={CARD} role="img" aria-label={t('songkran.form.preview')} data-testid="songkran-preview">
      <img src={background} alt="" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} />
      <div style={{ ...TEXT, ...BOXES.greeting, color: style.greeting }}>{print('greeting')}</div>
      <div style={{ ...TEXT, ...BOXES.message, fontSize: messageSize(message), color: style.text }}>{message}</div>
      <div style={{ ...TEXT, ...BOXES.sender, fontSize: senderSize(sender), whiteSpace: 'nowrap', color: style.sender }} data-testid="songkran-preview-sender">
        {sender}
      </div>
      <div style={{ ...TEXT, ...BOXES.footer, color: style.footer }}>{print('footer')}</div>
    </Box>
  );
}
