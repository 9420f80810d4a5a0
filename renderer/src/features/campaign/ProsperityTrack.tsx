import { Box, Group, Text, Tooltip } from '@mantine/core';
import { PROSPERITY_THRESHOLDS, maxProsperityCheckmarks, type Edition } from '@shared/rules/campaign';
import { useTranslation } from 'react-i18next';

/** The prosperity track as on the board: a box per checkmark, a numbered marker where a level starts. */
export function ProsperityTrack({ edition, checkmarks }: { edition: Edition; checkmarks: number }) {
  const { t } = useTranslation();
  const thresholds = PROSPERITY_THRESHOLDS[edition];
  const boxes = Array.from({ length: maxProsperityCheckmarks(edition) }, (_, i) => i + 1);
  return (
    <Group gap={3} data-testid="prosperity-track">
      {boxes.map((box) => {
        const levelStart = thresholds.indexOf(box);
        const isFilled = box <= checkmarks;
        return (
          <Tooltip
            key={box}
            label={levelStart >= 0 ? t('campaign.party.levelAt', { level: levelStart + 2, box }) : `${box}`}
            openDelay={300}
          >
            <Box
              w={levelStart >= 0 ? 22 : 14}
              h={22}
              style={{
                borderRadius: 3,
                border: '1px solid var(--mantine-color-orange-7)',
                background: isFilled ? 'var(--mantine-color-orange-6)' : 'transparent',
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {levelStart >= 0 && (
                <Text size="xs" fw={700} c={isFilled ? 'white' : 'orange.6'}>
                  {levelStart + 2}
                </Text>
              )}
            </Box>
          </Tooltip>
        );
      })}
    </Group>
  );
}
