import { Container, Stack } from '@mantine/core';
import { AdRow, AdSlot } from './ad-slot';
import { EventBanner } from './event-banner';

/** Home's event banner and its top ad, loaded when the visitor nears them. */
export function HomeTopPromotions() {
  return (
    <>
      <EventBanner />
      <Container size="lg">
        <AdSlot page="homePage" position="top" />
      </Container>
    </>
  );
}

/** Home's bottom ads, above the call to post a listing. */
export function HomeBottomPromotions() {
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <AdSlot page="homePage" position="bottom" />
        <AdRow page="homePage" />
      </Stack>
    </Container>
  );
}
