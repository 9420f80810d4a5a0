import { Button, Stack, Text } from '@mantine/core';
import type { Character } from '@shared/rules/campaign';
import { levelForXp, prosperityCatchUpLevel, prosperityLevel } from '@shared/rules/campaign';
import { useCampaign } from '../../common/campaign/campaign-context';
import { usePhaseNote } from '../../common/campaign/PhaseNote';
import { useTranslation } from 'react-i18next';

/** Offered while a character is below the level the town's prosperity allows (the edition's rule). */
export function CatchUpButton({ character }: { character: Character }) {
  const { t } = useTranslation();
  const { campaign, exec } = useCampaign();
  // Catching up is a level-up, taken in town (phase.ts): the reason stands under the button.
  const phaseNote = usePhaseNote({ type: 'CatchUpToProsperity', characterId: character.id });
  if (character.isRetired) return null;
  const prosperity = prosperityLevel(campaign.edition, campaign.party.prosperityCheckmarks);
  const level = prosperityCatchUpLevel(campaign.edition, prosperity, levelForXp(character.xp));
  if (level === null) return null;
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant="light"
        color="green"
        size="md"
        disabled={phaseNote !== null}
        onClick={() => exec({ type: 'CatchUpToProsperity', characterId: character.id })}
      >
        {t('campaign.characters.catchUp', { prosperity, level })}
      </Button>
      {phaseNote && (
        <Text size="xs" c="dimmed" maw={320}>
          {phaseNote}
        </Text>
      )}
    </Stack>
  );
}
