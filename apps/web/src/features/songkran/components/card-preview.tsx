import { useMemo, type CSSProperties } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SONGKRAN_DESIGN_STYLES, songkranBackgroundSvg, type SongkranDesign, type SongkranLanguage } from '@baandee/domain';
import { event as enEvent } from '@baandee/locales/en/event';
import { event as thEvent } from '@baandee/locales/th/event';
import classes from './card-preview.module.css';

/** What the card prints is in the card's language, whatever the page's. */
const PRINT = { th: thEvent.print, en: enEvent.print } as const;

/** The message's size in the preview: the card sets long messages smaller to fit its box. */
function messageSize(message: string): string {
  const lines = message.split('\n').length;
  if (message.length > 110 || lines > 3) return '3.2cqw';
  if (message.length > 60 || lines > 2) return '3.8cqw';
  return '4.5cqw';
}

/**
 * The card as it will look, drawn live from the same background the server draws on; the
 * server's picture (set in Kanit) is what gets shared.
 */
export function CardPreview({ design, language, message, name }: { design: SongkranDesign; language: SongkranLanguage; message: string; name: string }) {
  const { t } = useTranslation('event');
  const style = SONGKRAN_DESIGN_STYLES[design];
  const background = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(songkranBackgroundSvg(design))}`, [design]);
  const print = PRINT[language];
  return (
    <Box className={classes.card} role="img" aria-label={t('songkran.form.preview')} data-testid="songkran-preview">
      <img className={classes.background} src={background} alt="" />
      <div className={`${classes.text} ${classes.greeting}`} style={{ color: style.greeting }}>
        {print.greeting}
      </div>
      <div className={`${classes.text} ${classes.message}`} style={{ color: style.text, '--message-size': messageSize(message) } as CSSProperties}>
        {message}
      </div>
      <div className={`${classes.text} ${classes.sender}`} style={{ color: style.sender }}>
        {name ? print.from.replace('{{name}}', name) : ''}
      </div>
      <div className={`${classes.text} ${classes.footer}`} style={{ color: style.footer }}>
        {print.footer}
      </div>
    </Box>
  );
}
