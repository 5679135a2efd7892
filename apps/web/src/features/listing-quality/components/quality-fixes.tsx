import { Anchor, List } from '@mantine/core';
import { Link } from 'react-router';
import type { QualityFixResult } from '@baandee/contracts';
import { qualityFixHref } from '../fix-href';

/** The fixes as the API words them, each a link to where it is made. */
export function QualityFixes({ listingId, fixes }: { listingId: number; fixes: readonly QualityFixResult[] }) {
  return (
    <List size="sm" spacing={6} data-testid="quality-fixes">
      {fixes.map((fix) => (
        <List.Item key={`${fix.code}:${fix.message}`} data-code={fix.code}>
          <Anchor component={Link} to={qualityFixHref(listingId, fix.code)} c="inherit" underline="always">
            {fix.message}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}
