import { Anchor, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '../../bridge/hooks';
import { hrefOf } from '../../common/route';
import { useCampaign } from '../../common/campaign/campaign-context';
import { useTranslation } from 'react-i18next';
import type { InstalledPack } from '@shared/ipc/content-types';
import { useFormat } from '../../i18n/useLanguage';

/** Each pack by its name; packs that share a name told apart by `twin` (version, import day), never by id. */
export function packChoices(packs: readonly InstalledPack[], twin: (pack: InstalledPack) => string) {
  return packs.map((p) => ({
    value: p.id,
    label: packs.some((other) => other !== p && other.name === p.name) ? `${p.name} · ${twin(p)}` : p.name,
  }));
}

/** Which installed packs this campaign reads: its classes, shop, events and scenarios. */
export function ContentPackPicker() {
  const { t } = useTranslation();
  const format = useFormat();
  const { campaign, exec } = useCampaign();
  const packs = useQuery('content.list', {});
  const matching = (packs.data ?? []).filter((p) => p.edition === campaign.edition);
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3}>{t('town.content.title')}</Title>
          <Anchor href={hrefOf({ page: 'content' })} size="sm">
            {t('town.content.import')}
          </Anchor>
        </Group>
        <MultiSelect
          aria-label={t('town.content.packs')}
          placeholder={matching.length ? t('town.content.choose') : t('town.content.none')}
          data={packChoices(matching, (p) => t('content.packLine', { version: p.version, at: format.date(p.importedAt) }))}
          value={campaign.contentPackIds}
          onChange={(packIds) => void exec({ type: 'UseContentPacks', packIds })}
          clearable
        />
        <Text size="xs" c="dimmed">
          {t('town.content.hint')}
        </Text>
      </Stack>
    </Card>
  );
}
