import { Badge, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { perkAllowance, type Character } from '@shared/rules/campaign';
import { wordLine, type Translate } from '@shared/rules/words';
import { ListEditor } from '../../components/ListEditor';
import { useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';

/**
 * The class's perk list as the physical character sheet prints it (1st ed. rulebook p. 37): each
 * perk with its boxes, ticked as taken, and the attack modifier deck the ticked perks build
 * (shared/content/perk-sheet.ts). Without the class in the campaign's content, the perks stay a
 * list of names as before.
 */
export function PerkList({ character }: { character: Character }) {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  const sheet = useQuery('character.perks', { campaignId: campaign.id, characterId: character.id });
  const allowance = perkAllowance(character);
  const characterId = character.id;
  const canTick = !character.isRetired && character.perks.length < allowance;
  const heading = t('character.perks.heading', { taken: character.perks.length, allowance });
  if (!sheet.data) return null;
  if (!sheet.data.hasClass)
    return (
      <ListEditor
        label={heading}
        items={character.perks}
        placeholder={t('character.perks.placeholder')}
        canAdd={canTick}
        allowRepeats
        addHint={t('character.perks.noneUnspent')}
        onAdd={(perk) => exec({ type: 'AddPerk', characterId, perk })}
        onRemove={(perk) => exec({ type: 'RemovePerk', characterId, perk })}
      />
    );
  const { perks, deck, unmatched, problem } = sheet.data;
  return (
    <Stack gap={6} data-testid="perk-list">
      <Text fw={500}>{heading}</Text>
      {!canTick && !character.isRetired && (
        <Text size="sm" c="dimmed">
          {t('character.perks.noneUnspentSentence')}
        </Text>
      )}
      {perks.map((perk, index) => {
        // The perk in the reader's words (its label is what the campaign records).
        const said = wordLine(perk.words, t as unknown as Translate);
        return (
          <Group key={index} gap="xs" wrap="nowrap" align="center" mih={44} data-testid={`perk-${index + 1}`}>
            <Group gap={2} wrap="nowrap">
              {Array.from({ length: perk.checkboxes }, (_, box) => {
                const isTicked = box < perk.ticked;
                return (
                  <Checkbox
                    key={box}
                    size="lg"
                    p={6}
                    aria-label={t('character.perks.box', { perk: said, box: box + 1 })}
                    checked={isTicked}
                    disabled={character.isRetired || (!isTicked && (!canTick || box !== perk.ticked))}
                    onChange={() =>
                      void (isTicked
                        ? exec({ type: 'RemovePerk', characterId, perk: perk.takenAs[perk.takenAs.length - 1] ?? perk.label })
                        : exec({ type: 'AddPerk', characterId, perk: perk.label }))
                    }
                  />
                );
              })}
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {said}
            </Text>
          </Group>
        );
      })}
      {unmatched.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('character.perks.alsoRecorded', { list: unmatched.join('; ') })}
        </Text>
      )}
      <Text fw={500} mt="xs">
        {t('character.perks.deck', { count: deck.reduce((sum, d) => sum + d.count, 0) })}
      </Text>
      {problem ? (
        <Text c="red" size="sm">
          {problem}
        </Text>
      ) : (
        <Group gap={6} data-testid="perk-deck">
          {deck.map((d) => {
            const card = wordLine(d.card, t as unknown as Translate);
            return (
              <Badge key={card} variant="light" size="lg" tt="none">
                {card} ×{d.count}
              </Badge>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}
