import { Group, Stack, Text } from '@mantine/core';
import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartBoundary as Part } from '../../components/FaultBoundary';
import { AttackPanel } from './AttackPanel';
import { ActiveCardSelfConditions } from './CardSelfConditions';
import { DecksPanel } from './DecksPanel';
import { ElementBoard } from './ElementBoard';
import { FigurePanel } from './FigurePanel';
import { MonsterGroupList } from './MonsterGroupCard';
import { ObjectivesPanel } from './ObjectivesPanel';
import { PartyItems } from './PartyItems';
import { HandPanel } from './HandPanel';
import { RestPanel } from './RestPanel';
import { CharacterCard, PartyStrip } from './PartyStrip';
import { nameOf, selectedOf, usePlayActions, usePlaySelect, type PlaySnapshot } from '../../common/play/play-context';
import { ScenarioRulesCard } from './ScenarioRulesCard';
import { RoundButton, TurnOrderPanel } from './TurnOrderPanel';
import { attackOfActive, changeOfSelected, CommandLock } from '../../common/table/PlaySeatLocks';

export type PhonePart = 'turn' | 'party' | 'monsters' | 'figure';

const PARTS: readonly PhonePart[] = ['turn', 'party', 'monsters', 'figure'];

interface PhonePlayProps {
  onDraw(): void;
  onNext(): void;
  onEndRound(): void;
  onAddSummon(ownerId: string): void;
  attackRef: React.RefObject<(() => void) | null>;
  /** This device's own character (a paired phone at the table): always shown, above the parts. */
  ownCharacterId?: string | null;
}

/**
 * The play screen on a phone: one column. The round's button and who acts stay at the top while
 * the page scrolls; beneath them one part at a time (the turn order, the party, the monsters, the
 * selected figure with the attack on it). A tap on a figure anywhere opens its part, as a player
 * picks up a standee to deal with it.
 */
export const PhonePlay = memo(function PhonePlay({
  onDraw,
  onNext,
  onEndRound,
  onAddSummon,
  attackRef,
  ownCharacterId = null,
}: PhonePlayProps) {
  const { t } = useTranslation();
  const { store } = usePlayActions();
  const [part, setPart] = useState<PhonePart>('turn');
  useEffect(() => {
    let last = selectedOf(store.get());
    return store.subscribe(() => {
      const selected = selectedOf(store.get());
      if (selected !== last && selected !== null) setPart('figure');
      last = selected;
    });
  }, [store]);
  return (
    <Stack gap="xs" data-testid="phone-play">
      {ownCharacterId !== null && (
        <Part>
          <CharacterCard id={ownCharacterId} onAddSummon={onAddSummon} />
        </Part>
      )}
      {/* A player plays their own kept hand from the phone (shared/rules/scenario/hand.ts). */}
      {ownCharacterId !== null && (
        <Part>
          <HandPanel onlyId={ownCharacterId} />
        </Part>
      )}
      {/* A long rest's card to lose and the round's short rests, as on the desktop's column (issue 31). */}
      <Part>
        <RestPanel />
      </Part>
      <div className="haven-play-phone-bar">
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <NowActing />
          <div style={{ flexShrink: 0 }}>
            <RoundButton onDraw={onDraw} onNext={onNext} onEndRound={onEndRound} size="lg" hasKeyHint={false} />
          </div>
        </Group>
        <div className="haven-play-parts" role="tablist" aria-label={t('play.phone.partsLabel')}>
          {PARTS.map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={part === key}
              className="haven-play-part"
              onClick={() => setPart(key)}
              data-testid={`play-part-${key}`}
            >
              {t(`play.phone.parts.${key}`)}
            </button>
          ))}
        </div>
      </div>
      {/* Each panel fails on its own: the bar above and the other panels stay (issue 29). */}
      {part === 'turn' && (
        <>
          <Part>
            <ActiveCardSelfConditions />
          </Part>
          <Part>
            <TurnOrderPanel onDraw={onDraw} onNext={onNext} onEndRound={onEndRound} isButtonShown={false} />
          </Part>
          <Part>
            <ElementBoard />
          </Part>
          <Part>
            <DecksPanel />
          </Part>
          <Part>
            <ScenarioRulesCard />
          </Part>
        </>
      )}
      {part === 'party' && (
        <>
          <Part>
            <PartyStrip onAddSummon={onAddSummon} exceptId={ownCharacterId} />
          </Part>
          {/* The items the party brought: a player uses them from the phone too (issue 29, point 3). */}
          <Part>
            <PartyItems />
          </Part>
          {ownCharacterId === null && (
            <Part>
              <HandPanel />
            </Part>
          )}
        </>
      )}
      {part === 'monsters' && (
        <>
          <Part>
            <ObjectivesPanel />
          </Part>
          <Part>
            <MonsterGroupList />
          </Part>
        </>
      )}
      {part === 'figure' && (
        <>
          <Part>
            <ElementBoard />
          </Part>
          <Part>
            <CommandLock command={changeOfSelected}>
              <FigurePanel />
            </CommandLock>
          </Part>
          <Part>
            <CommandLock command={attackOfActive}>
              <AttackPanel attackRef={attackRef} />
            </CommandLock>
          </Part>
        </>
      )}
    </Stack>
  );
});

const nowOf = (play: PlaySnapshot) => {
  const { state } = play.view;
  return { round: state.round, acting: state.activeFigure ? nameOf(state, state.activeFigure) : null };
};

/** The round and the figure acting now, in a line. */
function NowActing() {
  const { t } = useTranslation();
  const { round, acting } = usePlaySelect(nowOf);
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fz="xs" c="dimmed" fw={700} tt="uppercase">
        {t('play.phone.round', { round })}
      </Text>
      <Text fw={800} truncate data-testid="now-acting">
        {acting ?? t('play.phone.noTurn')}
      </Text>
    </Stack>
  );
}
