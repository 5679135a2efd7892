import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Anchor, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import classes from './page-hero.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** The band at the top of a content page: breadcrumbs, title and a lead paragraph. */
export function PageHero({ title, lead, crumbs, children }: { title: string; lead?: string; crumbs?: Crumb[]; children?: ReactNode }) {
  return (
    <Box component="section" className={classes.hero}>
      <Container size="lg" py={{ base: 32, md: 48 }}>
        {crumbs && crumbs.length > 0 && (
          <Breadcrumbs mb="sm" separatorMargin={6} classNames={{ separator: classes.separator }}>
            {crumbs.map((crumb) =>
              crumb.to ? (
                <Anchor key={crumb.label} component={Link} to={crumb.to} size="sm" className={classes.crumb}>
                  {crumb.label}
                </Anchor>
              ) : (
                <Text key={crumb.label} size="sm" className={classes.current} aria-current="page">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        )}
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {lead && (
          <Text className={classes.lead} mt="sm" maw={760}>
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
