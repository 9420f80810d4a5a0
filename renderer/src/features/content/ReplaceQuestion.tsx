import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PackReplacement } from '@shared/ipc/content-types';
import { useFormat } from '../../i18n/useLanguage';

type Kind = keyof PackReplacement['before'];

/**
 * An import that would replace an installed pack (issue 26): what each kind of record counts now
 * and after, the campaigns that read the pack, and the question. Nothing is written until "Replace".
 */
export function ReplaceQuestion({ question, onReplace, onKeep }: { question: PackReplacement; onReplace(): void; onKeep(): void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const kinds = (Object.keys(question.before) as Kind[]).filter((kind) => question.before[kind] > 0 || question.after[kind] > 0);
  return (
    <Alert color="yellow" title={t('content.replace.title', { name: question.name })} data-testid="replace-question">
      <Stack gap="sm">
        <Text size="sm">
          {question.newName === question.name
            ? t('content.replace.introSame', { name: question.name })
            : t('content.replace.intro', { name: question.name, newName: question.newName })}
        </Text>
        <Table.ScrollContainer minWidth={280}>
          <Table striped withTableBorder data-testid="replace-counts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('content.replace.what')}</Table.Th>
                <Table.Th ta="right">{t('content.replace.installed')}</Table.Th>
                <Table.Th ta="right">{t('content.replace.new')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {kinds.map((kind) => (
                <Table.Tr key={kind}>
                  <Table.Td>{t(`content.replace.kinds.${kind}`)}</Table.Td>
                  <Table.Td ta="right">{format.number(question.before[kind])}</Table.Td>
                  <Table.Td ta="right" c={question.after[kind] < question.before[kind] ? 'red' : undefined} fw={600}>
                    {format.number(question.after[kind])}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {question.campaigns.length > 0 && (
          <Text size="sm">
            {t('content.replace.campaigns', { count: question.campaigns.length, names: question.campaigns.join(', ') })}
          </Text>
        )}
        <Group>
          <Button color="red" onClick={onReplace} data-testid="confirm-replace">
            {t('content.replace.replace')}
          </Button>
          <Button variant="default" onClick={onKeep}>
            {t('content.replace.keep')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
