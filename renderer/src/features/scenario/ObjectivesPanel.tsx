import { Badge, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioCommandInput } from '@shared/rules/scenario';
import { usePlayActions, usePlaySelect, type PlaySnapshot } from '../../common/play/play-context';
import { CommandLock } from '../../common/table/PlaySeatLocks';
import { PlainCard } from './PlainCard';

/** The objectives in play (a door to break, a tree, an escort), in the scenario's order; ids only, so the list renders again only when one comes or goes. */
const objectiveIdsOf = ({ view }: PlaySnapshot) =>
  Object.values(view.state.objectives ?? {})
    .sort((a, b) => a.objective - b.objective)
    .map((objective) => objective.id)
    .join(' ');

/** What the damage controls send: greyed out where the host would refuse it (the game master's, as monsters: shared/table/permissions.ts). */
const damageOfFirst = ({ view }: PlaySnapshot): ScenarioCommandInput | null => {
  const first = Object.values(view.state.objectives ?? {})[0];
  return first === undefined ? null : { type: 'DamageObjective', objectiveId: first.id, amount: 1 };
};

/**
 * The scenario's objectives in play, each by its printed name and map letter, its hit points, and
 * a control to damage it (objectives are enemies the characters attack, 1st ed. rulebook p. 34 "Objective tokens";
 * the rule lives in shared/rules/scenario/modules/damage-objective.ts). Nothing when the scenario
 * has none in play.
 */
export function ObjectivesPanel() {
  const { t } = useTranslation();
  const ids = usePlaySelect(objectiveIdsOf);
  if (ids === '') return null;
  return (
    <PlainCard padding="sm" testId="objectives">
      <Stack gap="xs">
        <Text fw={700}>{t('play.objectives.title')}</Text>
        <CommandLock command={damageOfFirst}>
          <Stack gap="xs">
            {ids.split(' ').map((id) => (
              <ObjectiveRow key={id} id={id} />
            ))}
          </Stack>
        </CommandLock>
      </Stack>
    </PlainCard>
  );
}

const ObjectiveRow = memo(function ObjectiveRow({ id }: { id: string }) {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const [amount, setAmount] = useState<number | string>('');
  const objective = usePlaySelect(({ view }) => view.state.objectives?.[id]);
  if (objective === undefined) return null;
  const name =
    objective.marker === undefined ? objective.name : t('play.objectives.name', { name: objective.name, marker: objective.marker });
  const n = typeof amount === 'number' && amount > 0 ? Math.min(amount, 99) : null;
  const damage = (by: number) => void exec({ type: 'DamageObjective', objectiveId: id, amount: by });
  return (
    <Group gap="xs" wrap="wrap" justify="space-between" data-testid="objective" data-destroyed={objective.isDestroyed}>
      <div style={{ minWidth: 0 }}>
        <Text fw={700} data-testid="objective-name">
          {name}
        </Text>
        {objective.isDestroyed ? (
          <Badge color="gray" variant="light" data-testid="objective-destroyed">
            {t('play.objectives.destroyed')}
          </Badge>
        ) : (
          <Text fz="sm" data-testid="objective-health">
            {t('play.objectives.health', { health: objective.health, max: objective.maxHealth })}
          </Text>
        )}
      </div>
      {!objective.isDestroyed && (
        <Group gap={6} wrap="nowrap">
          <Button
            color="red"
            variant="light"
            size="md"
            h={44}
            px={10}
            onClick={() => damage(1)}
            aria-label={t('play.objectives.damageOneLabel', { name })}
            data-testid="objective-damage-1"
          >
            {t('play.objectives.damageOne')}
          </Button>
          <NumberInput
            aria-label={t('play.objectives.amount', { name })}
            placeholder={t('play.figure.amountPlaceholder')}
            value={amount}
            onChange={setAmount}
            min={1}
            max={99}
            allowDecimal={false}
            hideControls
            inputMode="numeric"
            w={90}
            size="md"
            styles={{ input: { minHeight: 44 } }}
            data-testid="objective-amount"
          />
          <Button
            color="red"
            size="md"
            h={44}
            px={10}
            disabled={n === null}
            onClick={() => {
              if (n !== null) damage(n);
              setAmount('');
            }}
            aria-label={t('play.objectives.damageLabel', { name })}
            data-testid="objective-damage"
          >
            {t('play.objectives.damage')}
          </Button>
        </Group>
      )}
    </Group>
  );
});
