import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayActions, usePlaySelect } from '../../common/play/play-context';

const asCount = (value: number | string, least: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= least ? value : null;

/**
 * Adds a character's summon with the stats printed for it on the owner's card: hit points, move,
 * attack, range, shield and retaliate. It acts just before its owner, from the next round when
 * summoned during turns (1st ed. rulebook "Summons"); it attacks with its own attack value.
 */
export function AddSummonModal({ ownerId, onClose }: { ownerId: string; onClose(): void }) {
  const { t } = useTranslation();
  const { exec } = usePlayActions();
  const ownerName = usePlaySelect((play) => play.view.state.characters[ownerId]?.name ?? ownerId);
  const isDuringTurns = usePlaySelect((play) => play.view.state.phase === 'turns');
  const [name, setName] = useState('');
  const [maxHealth, setMaxHealth] = useState<number | string>('');
  const [shield, setShield] = useState<number | string>(0);
  const [retaliate, setRetaliate] = useState<number | string>(0);
  const [move, setMove] = useState<number | string>(0);
  const [attack, setAttack] = useState<number | string>(0);
  const [range, setRange] = useState<number | string>(0);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    const hp = asCount(maxHealth, 1);
    const shieldValue = asCount(shield === '' ? 0 : shield, 0);
    const retaliateValue = asCount(retaliate === '' ? 0 : retaliate, 0);
    if (name.trim() === '') return setProblem(t('playSetup.summon.noName'));
    if (hp === null) return setProblem(t('playSetup.summon.badHitPoints'));
    if (shieldValue === null || retaliateValue === null) return setProblem(t('playSetup.summon.badShield'));
    const [moveValue, attackValue, rangeValue] = [move, attack, range].map((v) => asCount(v === '' ? 0 : v, 0));
    if (moveValue == null || attackValue == null || rangeValue == null) return setProblem(t('playSetup.summon.badMove'));
    // A refusal shows on the play screen's alert, so the form closes either way.
    void exec({
      type: 'AddSummon',
      ownerId,
      name: name.trim(),
      maxHealth: hp,
      shield: shieldValue,
      retaliate: retaliateValue,
      move: moveValue,
      attack: attackValue,
      range: rangeValue,
    });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('playSetup.summon.title', { owner: ownerName })} size="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        data-testid="add-summon-form"
      >
        <Stack gap="sm">
          <TextInput
            label={t('playSetup.summon.name')}
            placeholder={t('playSetup.summon.namePlaceholder')}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setProblem(null);
            }}
            data-autofocus
            data-testid="summon-name"
          />
          <Group grow gap="xs" align="flex-start">
            <NumberInput
              label={t('playSetup.summon.move')}
              min={0}
              allowDecimal={false}
              value={move}
              onChange={setMove}
              data-testid="summon-move"
            />
            <NumberInput
              label={t('playSetup.summon.attack')}
              min={0}
              allowDecimal={false}
              value={attack}
              onChange={setAttack}
              data-testid="summon-attack"
            />
            <NumberInput
              label={t('playSetup.summon.range')}
              min={0}
              allowDecimal={false}
              value={range}
              onChange={setRange}
              data-testid="summon-range"
            />
          </Group>
          <Group grow gap="xs" align="flex-start">
            <NumberInput
              label={t('playSetup.summon.hitPoints')}
              min={1}
              allowDecimal={false}
              value={maxHealth}
              onChange={setMaxHealth}
              data-testid="summon-health"
            />
            <NumberInput
              label={t('playSetup.summon.shield')}
              min={0}
              allowDecimal={false}
              value={shield}
              onChange={setShield}
              data-testid="summon-shield"
            />
            <NumberInput
              label={t('playSetup.summon.retaliate')}
              min={0}
              allowDecimal={false}
              value={retaliate}
              onChange={setRetaliate}
              data-testid="summon-retaliate"
            />
          </Group>
          <Text fz="sm" c="dimmed">
            {t(isDuringTurns ? 'playSetup.summon.hintNextRound' : 'playSetup.summon.hintThisRound', { owner: ownerName })}
          </Text>
          {problem && (
            <Text c="red" fz="sm" data-testid="summon-problem">
              {problem}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('playSetup.summon.cancel')}
            </Button>
            <Button type="submit" color="grape" data-testid="summon-submit">
              {t('playSetup.summon.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
