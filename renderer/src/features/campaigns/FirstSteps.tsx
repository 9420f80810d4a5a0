import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isImportedData } from '@shared/content/campaign-packs';
import { hrefOf } from '../../common/route';
import { useQuery } from '../../bridge/hooks';

/**
 * What a newcomer does first, while there is no campaign yet: import the game's data (the demo pack
 * Haven installs is not it), then create a campaign that reads it in the form beside.
 */
export function FirstSteps() {
  const { t } = useTranslation();
  const packs = useQuery('content.list', {});
  if (!packs.data) return null;
  const imported = packs.data.filter(isImportedData);
  const isImported = imported.length > 0;
  return (
    <Card withBorder padding="md" data-testid="first-steps">
      <Stack gap="sm">
        <Title order={3}>{t('firstRun.title')}</Title>
        <Group wrap="nowrap" align="flex-start" gap="sm" data-testid="first-step-import" data-done={isImported}>
          <ThemeIcon size={28} radius="xl" color={isImported ? 'teal' : 'orange'} variant={isImported ? 'filled' : 'light'}>
            {isImported ? '✓' : '1'}
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={700}>{t('firstRun.step1.title')}</Text>
            {isImported ? (
              <Text size="sm" c="dimmed">
                {t('firstRun.step1.done', { packs: imported.map((pack) => pack.name).join(', ') })}
              </Text>
            ) : (
              <>
                <Text size="sm">{t('firstRun.step1.body')}</Text>
                <Button
                  component="a"
                  href={hrefOf({ page: 'content' })}
                  size="md"
                  style={{ alignSelf: 'flex-start' }}
                  data-testid="first-step-import-link"
                >
                  {t('firstRun.step1.action')}
                </Button>
              </>
            )}
          </Stack>
        </Group>
        <Group wrap="nowrap" align="flex-start" gap="sm" data-testid="first-step-campaign">
          <ThemeIcon size={28} radius="xl" color="orange" variant={isImported ? 'filled' : 'light'}>
            2
          </ThemeIcon>
          <Stack gap={4}>
            <Text fw={700} c={isImported ? undefined : 'dimmed'}>
              {t('firstRun.step2.title')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('firstRun.step2.body')}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Card>
  );
}
