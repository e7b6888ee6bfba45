import { Container, Stack, Text, Title } from '@mantine/core';
import { ClassButton } from '../../components/ClassButton';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { PUBLIC_PATHS } from '@studio/schemas';
import { unavailableHead } from '../../head/siteHeads';
import { useMessages } from '../../messages/MessagesContext';
import { textAround } from '../../messages/textAround';
import { usePageHead } from '../../pageKit/usePageHead';
import { useResponseStatus } from '../../pageKit/useResponseStatus';
import classes from './NotFoundPage.module.css';
import { SiteIcon } from '../../icons/SiteIcon';

/** Any path the route table does not know (and unknown categories). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useMessages();
  const [before, after] = textAround((path) => t('notFound.noRoute', { path }));
  usePageHead((origin, site) => unavailableHead(origin, t('notFound.title'), site));
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
          {t('notFound.title')}
        </Title>
        <Text c="dimmed" size="lg">
          {before}
          <code className={classes.path}>{pathname}</code>
          {after}
        </Text>
        <ClassButton
          component={SiteLink}
          to={PUBLIC_PATHS.home}
          look="filled"
          leftSection={<SiteIcon name="home" size={18} />}
        >
          {t('common.backHome')}
        </ClassButton>
      </Stack>
    </Container>
  );
}
