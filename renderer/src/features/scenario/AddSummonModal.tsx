import { Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayActions, usePlaySelect } from '../../common/play/play-context';

const asCount = (value: number | string, least: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= least ? value : null;

type Stat = 'move' | 'attack' | 'range' | 'maxHealth' | 'shield' | 'retaliate';

/** The stats printed on the owner's card, in the form's two rows: the least each may be. */
const ROWS = [
  [
    { stat: 'move', label: 'playSetup.summon.move', testId: 'summon-move', least: 0 },
    { stat: 'attack', label: 'playSetup.summon.attack', testId: 'summon-attack', least: 0 },
    { stat: 'range', label: 'playSetup.summon.range', testId: 'summon-range', least: 0 },
  ],
  [
    { stat: 'maxHealth', label: 'playSetup.summon.hitPoints', testId: 'summon-health', least: 1 },
    { stat: 'shield', label: 'playSetup.summon.shield', testId: 'summon-shield', least: 0 },
    { stat: 'retaliate', label: 'playSetup.summon.retaliate', testId: 'summon-retaliate', least: 0 },
  ],
] as const satisfies ReadonlyArray<ReadonlyArray<{ stat: Stat; label: string; testId: string; least: number }>>;

/** Hit points start empty (every summon has its own); a stat left empty is 0. */
const START: Record<Stat, number | string> = { move: 0, attack: 0, range: 0, maxHealth: '', shield: 0, retaliate: 0 };

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
  const [stats, setStats] = useState(START);
  const [problem, setProblem] = useState<string | null>(null);
  const countOf = (stat: Stat, least: number) => asCount(stat === 'maxHealth' || stats[stat] !== '' ? stats[stat] : 0, least);
  const submit = () => {
    const hp = countOf('maxHealth', 1);
    const [shield, retaliate, move, attack, range] = (['shield', 'retaliate', 'move', 'attack', 'range'] as const).map((stat) =>
      countOf(stat, 0),
    );
    if (name.trim() === '') return setProblem(t('playSetup.summon.noName'));
    if (hp === null) return setProblem(t('playSetup.summon.badHitPoints'));
    if (shield == null || retaliate == null) return setProblem(t('playSetup.summon.badShield'));
    if (move == null || attack == null || range == null) return setProblem(t('playSetup.summon.badMove'));
    // A refusal shows on the play screen's alert, so the form closes either way.
    void exec({ type: 'AddSummon', ownerId, name: name.trim(), maxHealth: hp, shield, retaliate, move, attack, range });
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
          {ROWS.map((row, index) => (
            <Group key={index} grow gap="xs" align="flex-start">
              {row.map(({ stat, label, testId, least }) => (
                <NumberInput
                  key={stat}
                  label={t(label)}
                  min={least}
                  allowDecimal={false}
                  value={stats[stat]}
                  onChange={(value) => setStats((current) => ({ ...current, [stat]: value }))}
                  data-testid={testId}
                />
              ))}
            </Group>
          ))}
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
