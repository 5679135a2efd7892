import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { INT4_MAX } from '@baandee/domain';
import { NotFoundPage } from '../../components/not-found-page';
import { AgentProfile } from '../../features/agent-profile/components/agent-profile';

export function Component() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1 || id > INT4_MAX) return <NotFoundPage />;
  return (
    <Container size="lg" py={{ base: 24, md: 40 }}>
      <AgentProfile key={id} id={id} />
    </Container>
  );
}
