import { Button, Card, Checkbox, Group, NumberInput, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Character } from '@shared/rules/campaign';
import { ENHANCEMENT_ACHIEVEMENT, characterLevel, enhancementCost, enhancementsOf, type Enhancement } from '@shared/rules/campaign';
import { slotTakes, type SlotShape } from '@shared/rules/campaign/enhancement-slots';
import { useQuery } from '../../bridge/hooks';
import { useCampaign } from '../../common/campaign/campaign-context';
import { PhaseNote, usePhaseNote } from '../../common/campaign/PhaseNote';

/**
 * Enhancements bought in town and recorded on the character (costs from the edition's chart in
 * shared/rules/campaign/enhancements.ts; the purchase's rules in shared/rules/campaign/decide-enhancement.ts).
 * The cost shown is worked out as the host will, with the stickers already on the same action.
 */
export function EnhancementsCard({ character }: { character: Character }) {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  const cards = useQuery('character.abilityCards', { campaignId: campaign.id, characterId: character.id });
  const [card, setCard] = useState('');
  const [half, setHalf] = useState<'top' | 'bottom'>('top');
  const [enhancement, setEnhancement] = useState<Enhancement>('attack');
  const [typedLevel, setTypedLevel] = useState<number | string>(1);
  const [hasMultipleTargets, setMultiple] = useState(false);
  const [isLost, setLost] = useState(false);
  const [hexes, setHexes] = useState<number | string>(1);
  const isOpen = campaign.globalAchievements.some((a) => a.toLowerCase() === ENHANCEMENT_ACHIEVEMENT.toLowerCase());
  // The achievement that opens enhancing, as the campaign's content names it in the reader's language (issue 29).
  const achievement =
    useQuery('campaigns.achievementNames', { campaignId: campaign.id, also: { global: [ENHANCEMENT_ACHIEVEMENT], party: [] } }).data
      ?.global[ENHANCEMENT_ACHIEVEMENT] ?? ENHANCEMENT_ACHIEVEMENT;
  // Only cards in the character's pool: of the level it has taken or lower (rulebook pp. 44-45).
  const level = characterLevel(character);
  const known = (cards.data ?? []).filter((c) => c.level <= level);
  const chosen = known.find((c) => c.name === card);
  // The half's printed slots where the class data gives them: only stickers one of them takes (p. 46).
  const halfSlots = chosen?.slots?.[half] as SlotShape[] | undefined;
  const stickers = enhancementsOf(campaign.edition).filter((e) => !halfSlots || halfSlots.some((shape) => slotTakes(shape, e)));
  const [isSlotConfirmed, setSlotConfirmed] = useState(false);
  const cardLevel = chosen?.level ?? (typeof typedLevel === 'number' ? typedLevel : 1);
  const recorded = campaign.characters
    .filter((c) => c.classId.toLowerCase() === character.classId.toLowerCase())
    .flatMap((c) => c.enhancements ?? []);
  const previous = recorded.filter((e) => e.card === card && e.half === half).length;
  const hexCount = typeof hexes === 'number' ? hexes : 1;
  const cost = enhancementCost(campaign.edition, {
    enhancement,
    cardLevel,
    previousEnhancements: previous,
    hasMultipleTargets,
    isLost,
    hexes: hexCount,
  });
  const mine = character.enhancements ?? [];
  // Enhancing happens in town (2nd edition: in downtime), said before the press (phase.ts).
  const phaseNote = usePhaseNote({ type: 'BuyEnhancement', characterId: character.id, card: 'card', half, enhancement, cardLevel: 1 });

  return (
    <Card withBorder padding="lg" data-testid="enhancements">
      <Stack gap="xs">
        <Title order={4}>{t('character.enhancements.title')}</Title>
        {mine.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('character.enhancements.none')}
          </Text>
        ) : (
          mine.map((e, i) => (
            <Text key={i} size="sm">
              {t('character.enhancements.bought', {
                card: e.card,
                half: t(`character.enhancements.halves.${e.half}`),
                sticker: t(`history.enhancements.${e.enhancement}`),
              })}
            </Text>
          ))
        )}
        {!isOpen ? (
          <Text size="sm" c="dimmed">
            {t('character.enhancements.closed', { achievement })}
          </Text>
        ) : character.isRetired ? null : (
          <>
            <PhaseNote note={phaseNote} />
            {known.length > 0 ? (
              <Select
                label={t('character.enhancements.card')}
                placeholder={t('character.enhancements.chooseCard')}
                searchable
                data={known.map((c) => ({
                  value: c.name,
                  label: t('character.enhancements.cardOption', { name: c.name, level: c.levelText }),
                }))}
                value={card || null}
                onChange={(value) => setCard(value ?? '')}
                data-testid="enhance-card"
              />
            ) : (
              <Group grow wrap="wrap">
                <TextInput
                  label={t('character.enhancements.card')}
                  value={card}
                  maxLength={80}
                  onChange={(e) => setCard(e.currentTarget.value)}
                />
                <NumberInput label={t('character.enhancements.cardLevel')} min={1} max={9} value={typedLevel} onChange={setTypedLevel} />
              </Group>
            )}
            <SegmentedControl
              value={half}
              onChange={(value) => setHalf(value === 'bottom' ? 'bottom' : 'top')}
              data={[
                { value: 'top', label: t('character.enhancements.top') },
                { value: 'bottom', label: t('character.enhancements.bottom') },
              ]}
            />
            <Select
              label={t('character.enhancements.sticker')}
              data={stickers.map((e) => ({ value: e, label: t(`history.enhancements.${e}`) }))}
              value={enhancement}
              onChange={(value) => value && setEnhancement(value as Enhancement)}
              allowDeselect={false}
              data-testid="enhance-sticker"
            />
            {enhancement === 'attackHex' && (
              <NumberInput label={t('character.enhancements.hexes')} min={1} max={30} value={hexes} onChange={setHexes} />
            )}
            {halfSlots === undefined && card.trim() !== '' && (
              // The data gives no slots for this card: the player says it has one (rule: decide-enhancement.ts).
              <Checkbox
                size="md"
                label={t('character.enhancements.slotConfirmed')}
                checked={isSlotConfirmed}
                onChange={(e) => setSlotConfirmed(e.currentTarget.checked)}
                data-testid="enhance-slot-confirmed"
              />
            )}
            {halfSlots !== undefined && (
              <Text size="xs" c="dimmed" data-testid="enhance-slots">
                {halfSlots.length === 0
                  ? t('character.enhancements.noSlots')
                  : t('character.enhancements.slots', { count: halfSlots.length })}
              </Text>
            )}
            <Checkbox
              size="md"
              label={t('character.enhancements.multipleTargets')}
              checked={hasMultipleTargets}
              onChange={(e) => setMultiple(e.currentTarget.checked)}
            />
            {campaign.edition === 'gh2' && (
              <Checkbox
                size="md"
                label={t('character.enhancements.lostIcon')}
                checked={isLost}
                onChange={(e) => setLost(e.currentTarget.checked)}
              />
            )}
            <Group justify="space-between" wrap="wrap">
              <Text data-testid="enhance-cost">
                {cost === null
                  ? ''
                  : previous > 0
                    ? t('character.enhancements.costWithPrevious', { cost, count: previous, name: character.name, gold: character.gold })
                    : t('character.enhancements.cost', { cost, name: character.name, gold: character.gold })}
              </Text>
              <Button
                size="md"
                disabled={
                  card.trim() === '' ||
                  cost === null ||
                  phaseNote !== null ||
                  !stickers.includes(enhancement) ||
                  (halfSlots === undefined && !isSlotConfirmed)
                }
                data-testid="buy-enhancement"
                onClick={() =>
                  void exec({
                    type: 'BuyEnhancement',
                    characterId: character.id,
                    card: card.trim(),
                    half,
                    enhancement,
                    cardLevel,
                    hasMultipleTargets,
                    isLost,
                    hexes: hexCount,
                    isSlotConfirmed,
                  })
                }
              >
                {t('character.enhancements.buy')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
