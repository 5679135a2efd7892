import { thaiLineRuns } from '@baandee/domain';
import classes from './thai-text.module.css';

/**
 * A text that wraps at Thai word boundaries: the words the browser's Thai word list would
 * break inside (คอนโด as "คอน / โด", packages/domain thai-line-break) stay on one line.
 * Its text content is the text itself.
 */
export function ThaiText({ children }: { children: string }) {
  const runs = thaiLineRuns(children);
  if (!runs.some((run) => run.keep)) return <>{children}</>;
  return (
    <>
      {runs.map((run, index) =>
        run.keep ? (
          <span key={index} className={classes.keep}>
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
