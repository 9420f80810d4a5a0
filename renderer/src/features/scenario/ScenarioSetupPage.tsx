import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  CloseButton,
  Container,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  MultiSelect,
  Badge,
  Switch,
} from '@mantine/core';
import { useState } from 'react';
import type { CharacterClass } from '@shared/content/model/character-class';
import type { MonsterType } from '@shared/content/model/monster-type';
import type { Scenario } from '@shared/content/model/scenario';
import { roomPlacements, type EnginePlacement } from '@shared/content/to-scenario';
import {
  defaultPlayPack,
  defaultScenario,
  scenarioChoices,
  scenarioLabel,
  scenariosOnlyCasual,
} from '@shared/rules/campaign/scenario-choices';
import { characterLevel } from '@shared/rules/campaign/levels';
import { recommendedScenarioLevel, soloScenarioLevel } from '@shared/rules/scenario';
import { distinctClassDefaults } from '@shared/rules/scenario/one-per-class';
import { hrefOf, navigate } from '../../common/route';
import { useMutation, useQuery } from '../../bridge/hooks';
import { useClassName } from '../../common/campaign/useClassName';
import { FirstRoomEditor } from './FirstRoomEditor';
import { ResumeList } from './ResumeList';
import { useTranslation } from 'react-i18next';

interface AdHocCharacter {
  name: string;
  classId: string;
  level: number;
}

/**
 * Setting up a scenario at the table: the pack and scenario (or monster types by hand), who plays,
 * the level (recommended shown, adjustable) and the first room's standees for the party size.
 */
export function ScenarioSetupPage({ campaignId }: { campaignId: string | null }) {
  const campaign = useQuery('campaigns.get', { campaignId: campaignId ?? '' });
  const packs = useQuery('content.list', {});
  // Characters are named with their class as the content names it, never its id.
  const className = useClassName(campaignId ?? '');
  const mutation = useMutation();
  const { t } = useTranslation();
  const edition = campaignId ? campaign.data?.state.edition : undefined;
  const packChoices = (packs.data ?? []).filter((p) => edition === undefined || p.edition === edition);
  const [pickedPackId, setPackId] = useState<string | null>(null);
  // A campaign starts on its own pack, once the campaign is read (its scenarios are the campaign's).
  const packId =
    pickedPackId ??
    (packChoices[0] && (!campaignId || campaign.data)
      ? defaultPlayPack(
          packChoices.map((p) => p.id),
          campaign.data?.state.contentPackIds ?? [],
        )
      : null);
  const [showAll, setShowAll] = useState(false);

  const packIds = packId ? [packId] : [];
  const scenarios = useQuery('content.records', { kind: 'scenarios', packIds });
  const monsterTypes = useQuery('content.records', { kind: 'monsterTypes', packIds });
  const classes = useQuery('content.records', { kind: 'characterClasses', packIds });
  const [scenarioId, setScenarioId] = useState<string | null>(null);
  const [adHocTypes, setAdHocTypes] = useState<string[]>([]);
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [adHocCharacters, setAdHocCharacters] = useState<AdHocCharacter[]>([
    { name: 'Ada', classId: '', level: 1 },
    { name: 'Bo', classId: '', level: 1 },
  ]);
  const [level, setLevel] = useState<number | null>(null);
  // The first room as changed by hand, for the scenario and party size it was changed for.
  const [editedRoom, setEditedRoom] = useState<{ key: string; placements: EnginePlacement[] } | null>(null);

  const campaignState = campaignId ? (campaign.data?.state ?? null) : null;
  const packScenarios = (scenarios.data ?? []).map((r) => r.record as Scenario);
  const scenarioList = scenarioChoices(packScenarios, campaignState, packId, showAll);
  // The switch only matters where the campaign's map hides scenarios of this pack.
  const canShowAll = campaignState !== null && scenarioChoices(packScenarios, campaignState, packId, true).length !== scenarioList.length;
  // What campaign mode's Start refuses is never listed; the setup says casual mode plays it.
  const onlyCasual = scenariosOnlyCasual(packScenarios, campaignState);
  // No scenario chosen, or one the list no longer has: the one the party travelled to is chosen (else
  // the first not completed), and stays when the list grows.
  const preselected = defaultScenario(scenarioList, campaignState);
  if ((scenarioId === null || !scenarioList.some((s) => s.id === scenarioId)) && scenarioId !== '__adhoc' && preselected)
    setScenarioId(preselected.id);
  const scenario = scenarioList.find((s) => s.id === scenarioId) ?? null;
  const types = (monsterTypes.data ?? []).map((r) => r.record as MonsterType);
  // One entry per class id: a class may come in more than one pack.
  const classList = [...new Map((classes.data ?? []).map((r) => [(r.record as CharacterClass).id, r.record as CharacterClass])).values()];
  // A character nobody gave a class yet takes one no other has (one per class in a scenario).
  const adHocClasses = distinctClassDefaults(
    adHocCharacters.map((c) => c.classId),
    classList.map((k) => k.id),
  );

  const party = (campaign.data?.state.characters ?? []).filter((c) => !c.isRetired);
  const present = chosen ?? party.slice(0, 4).map((c) => c.id);
  const levels = campaignId
    ? party.filter((c) => present.includes(c.id)).map((c) => characterLevel(c))
    : adHocCharacters.map((c) => c.level);
  const count = levels.length;
  const [isSolo, setSolo] = useState(false);
  const packEdition = (packs.data ?? []).find((p) => p.id === packId)?.edition ?? edition;
  // 2nd edition solo mode raises the recommended level itself (rulebook p. 57); the 1st edition
  // raises monster level and trap damage at the table instead (rulebook p. 16).
  const recommended = count === 0 ? 0 : isSolo && packEdition === 'gh2' ? soloScenarioLevel(levels) : recommendedScenarioLevel(levels);

  const startRoom = scenario?.rooms.find((room) => room.isStart);
  const defaultRoom =
    !startRoom || count === 0 ? [] : roomPlacements(startRoom, count, new Set(types.filter((t) => t.isBoss).map((t) => t.id)));
  // A new scenario or party size brings the room's own placements back.
  const roomKey = `${scenarioId}|${count}`;
  const firstRoom = editedRoom?.key === roomKey ? editedRoom.placements : null;
  const setFirstRoom = (placements: EnginePlacement[]) => setEditedRoom({ key: roomKey, placements });

  const start = async () => {
    const view = await mutation.run('scenarios.start', {
      ...(campaignId
        ? { campaignId, characterIds: present }
        : { characters: adHocCharacters.map((c, i) => ({ ...c, classId: adHocClasses[i] ?? '' })) }),
      packId: packId ?? '',
      ...(scenario ? { scenarioId: scenario.id, firstRoom: firstRoom ?? defaultRoom } : { monsterTypeIds: adHocTypes }),
      scenarioLevel: level ?? recommended,
      isSoloVariant: isSolo,
    });
    if (view) navigate({ page: 'play', sessionId: view.id });
  };

  return (
    <Container size="xl">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2}>{campaign.data ? t('setup.titleOf', { name: campaign.data.state.name }) : t('setup.title')}</Title>
          <Group gap="md">
            {campaignId && <Anchor href={hrefOf({ page: 'campaign', campaignId, tab: 'party' })}>{t('setup.back')}</Anchor>}
            <Button
              size="lg"
              onClick={() => void start()}
              loading={mutation.isBusy}
              disabled={count === 0 || (!scenario && adHocTypes.length === 0)}
              data-testid="start-scenario"
            >
              {t('setup.start')}
            </Button>
          </Group>
        </Group>
        <ResumeList campaignId={campaignId} />
        {mutation.error && (
          <Alert color="red" withCloseButton onClose={mutation.clearError} data-testid="setup-error">
            {mutation.error}
          </Alert>
        )}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Title order={3}>{t('setup.scenario')}</Title>
                <Select
                  label={t('setup.pack')}
                  data={packChoices.map((p) => ({ value: p.id, label: p.name }))}
                  value={packId}
                  onChange={(v) => {
                    setPackId(v);
                    setScenarioId(null);
                  }}
                  size="md"
                />
                <Select
                  label={t('setup.scenario')}
                  data={[
                    ...scenarioList.map((s) => ({ value: s.id, label: scenarioLabel(s) })),
                    { value: '__adhoc', label: t('setup.adHoc') },
                  ]}
                  value={scenario ? scenario.id : '__adhoc'}
                  onChange={(v) => setScenarioId(v === '__adhoc' ? '__adhoc' : v)}
                  size="md"
                  data-testid="scenario-select"
                />
                {campaignState && (canShowAll || showAll) && (
                  <Switch
                    size="lg"
                    label={t('setup.showAll')}
                    description={
                      showAll
                        ? undefined
                        : scenarioList.length === 0
                          ? t('setup.noneUnlocked')
                          : t('setup.onlyUnlocked', { count: scenarioList.length })
                    }
                    checked={showAll}
                    onChange={(e) => setShowAll(e.currentTarget.checked)}
                    data-testid="show-all-scenarios"
                  />
                )}
                {onlyCasual > 0 && (
                  <Text size="sm" c="dimmed" data-testid="only-casual">
                    {t('setup.onlyCasual', { count: onlyCasual })}
                  </Text>
                )}
                {!scenario && (
                  <MultiSelect
                    label={t('setup.monsterTypes')}
                    data={types.map((t) => ({ value: t.id, label: t.name }))}
                    value={adHocTypes}
                    onChange={setAdHocTypes}
                    searchable
                    size="md"
                    data-testid="monster-types"
                  />
                )}
                <Group align="flex-end">
                  <NumberInput
                    label={t('setup.level')}
                    min={0}
                    max={7}
                    value={level ?? recommended}
                    onChange={(v) => setLevel(typeof v === 'number' ? v : null)}
                    w={140}
                    size="md"
                    data-testid="scenario-level"
                  />
                  <Text c="dimmed" pb={8}>
                    {t(isSolo && packEdition === 'gh2' ? 'setup.recommendedSolo' : 'setup.recommended', { level: recommended })}
                  </Text>
                </Group>
                <Switch
                  size="lg"
                  checked={isSolo}
                  onChange={(e) => setSolo(e.currentTarget.checked)}
                  data-testid="solo-variant"
                  label={count === 1 || isSolo ? t('setup.solo') : t('setup.soloOrOpen')}
                  description={packEdition === 'gh2' ? t('setup.soloHintSecond') : t('setup.soloHintFirst')}
                />
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Title order={3}>{t('setup.whoPlays')}</Title>
                {campaignId ? (
                  party.length === 0 ? (
                    <Text c="dimmed">{t('setup.noCharacters')}</Text>
                  ) : (
                    party.map((c) => (
                      <Checkbox
                        key={c.id}
                        size="md"
                        label={t('setup.character', { name: c.name, className: className(c.classId), level: characterLevel(c) })}
                        checked={present.includes(c.id)}
                        onChange={(e) => setChosen(e.currentTarget.checked ? [...present, c.id] : present.filter((id) => id !== c.id))}
                      />
                    ))
                  )
                ) : (
                  adHocCharacters.map((c, i) => (
                    <Group key={i} gap="xs" wrap="nowrap">
                      <TextInput
                        aria-label={t('setup.name')}
                        style={{ flex: 1 }}
                        value={c.name}
                        onChange={(e) => {
                          const name = e.currentTarget.value;
                          setAdHocCharacters((list) => list.map((x, j) => (j === i ? { ...x, name } : x)));
                        }}
                      />
                      <Select
                        aria-label={t('setup.class')}
                        data={classList.map((k) => ({ value: k.id, label: k.name }))}
                        value={adHocClasses[i] || null}
                        onChange={(v) => setAdHocCharacters((list) => list.map((x, j) => (j === i ? { ...x, classId: v ?? '' } : x)))}
                      />
                      <NumberInput
                        aria-label={t('setup.characterLevel')}
                        min={1}
                        max={9}
                        w={80}
                        value={c.level}
                        onChange={(v) => setAdHocCharacters((list) => list.map((x, j) => (j === i ? { ...x, level: Number(v) || 1 } : x)))}
                      />
                      <CloseButton
                        size="lg"
                        aria-label={t('setup.remove', { name: c.name })}
                        onClick={() => setAdHocCharacters((list) => list.filter((_, j) => j !== i))}
                      />
                    </Group>
                  ))
                )}
                {!campaignId && adHocCharacters.length < 4 && (
                  <Button
                    variant="default"
                    onClick={() =>
                      setAdHocCharacters((l) => [...l, { name: t('setup.player', { number: l.length + 1 }), classId: '', level: 1 }])
                    }
                  >
                    {t('setup.addCharacter')}
                  </Button>
                )}
                <Badge size="lg" variant="light">
                  {t('setup.count', { count })}
                </Badge>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
        {scenario && (
          <FirstRoomEditor
            scenario={scenario}
            types={types}
            placements={firstRoom ?? defaultRoom}
            onChange={setFirstRoom}
            characters={count}
          />
        )}
      </Stack>
    </Container>
  );
}
