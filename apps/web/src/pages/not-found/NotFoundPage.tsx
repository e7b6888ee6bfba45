import { Container, Stack, Text, Title } from '@mantine/core';
import { ClassButton } from '../../components/ClassButton';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { PUBLIC_PATHS } from '@studio/schemas';
import { unavailableHead } from '../../head/siteHeads';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import classes from './NotFoundPage.module.css';
import { SiteIcon } from '../../icons/SiteIcon';

const NOT_FOUND_TITLE = '404 Page Not Found';

/** Any path the route table does not know (and unknown categories). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageHead((origin) => unavailableHead(origin, NOT_FOUND_TITLE));
  useResponseStatus(404);
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="lg">
        <Text
          className={classes.code}
          fz="clamp(5rem, 18vw, 9rem)"
          fw={900}
          lh={1}
          aria-hidden="true"
        >
          404
        </Text>
        <Title order={1} size="h2">
          {NOT_FOUND_TITLE}
        </Title>
        <Text c="dimmed" size="lg">
          Did you forget to add the page to the router? No route matches{' '}
          <code className={classes.path}>{pathname}</code>.
        </Text>
        <ClassButton
          component={SiteLink}
          to={PUBLIC_PATHS.home}
          look="filled"
          leftSection={<SiteIcon name="home" size={18} />}
        >
          Back to Home
        </ClassButton>
      </Stack>
    </Container>
  );
}
