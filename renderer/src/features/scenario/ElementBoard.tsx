import { Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NameTooltip } from '../../components/NameTooltip';
import { ELEMENTS, type Element, type ScenarioCommandInput, type ScenarioFacts } from '@shared/rules/scenario';
import { reasonOnView } from '../../common/table/PlaySeatLocks';
import { SeatLock, useSeat } from '../../common/table/seat';
import { elementWord } from '../../common/play/game-words';
import { ElementIcon } from './icons';
import { usePlayActions, usePlaySelect } from '../../common/play/play-context';

/** Tap an inert element to infuse it (strong at the end of the turn), a strong or waning one to consume it. Keys 1-6. */
function toggleOf(state: ScenarioFacts, element: Element): ScenarioCommandInput {
  return state.elements[element] === 'inert'
    ? { type: 'InfuseElement', element, isImmediate: state.activeFigure === null }
    : { type: 'ConsumeElement', element };
}

function useElementToggle() {
  const { store, exec } = usePlayActions();
  return (element: Element) => void exec(toggleOf(store.get().view.state, element));
}

/** The six elements; renders again only when one of them changes. */
export function ElementBoard() {
  const { t } = useTranslation();
  const elements = usePlaySelect((play) => play.view.state.elements);
  const pendingInfusions = usePlaySelect((play) => play.view.state.pendingInfusions);
  const toggle = useElementToggle();
  // On a table device, why the host would refuse each element's tap (greyed out with that name).
  const seat = useSeat();
  const reasons = usePlaySelect((play) =>
    ELEMENTS.map((element) => reasonOnView(seat, play.view, 'scenarios.execute', toggleOf(play.view.state, element))),
  );
  return (
    // Six in a row where they fit, three and three in a narrow column (by touch each is 44 px wide).
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(44px, 1fr))', gap: 4 }} data-testid="element-board">
      {ELEMENTS.map((element, i) => {
        const strength = elements[element];
        const isPending = pendingInfusions.includes(element);
        const words = { element: elementWord(t, element), strength: t(`play.strengths.${strength}`), key: i + 1 };
        return (
          <SeatLock key={element} reason={reasons[i] ?? null}>
            <NameTooltip label={reasons[i] ?? t(isPending ? 'play.elementBoard.hintInfusing' : 'play.elementBoard.hint', words)}>
              <UnstyledButton
                onClick={() => toggle(element)}
                data-testid={`element-${element}`}
                data-strength={strength}
                aria-label={t('play.elementBoard.label', words)}
                style={{
                  width: '100%',
                  height: 50,
                  borderRadius: 10,
                  border: `2px ${isPending ? 'dashed' : 'solid'} ${strength === 'inert' && !isPending ? 'var(--mantine-color-default-border)' : 'currentColor'}`,
                  opacity: strength === 'waning' ? 0.75 : 1,
                  background: strength === 'strong' ? 'var(--mantine-color-default-hover)' : undefined,
                }}
              >
                <Stack gap={0} align="center">
                  <ElementIcon element={element} size={strength === 'strong' ? 28 : 22} muted={strength === 'inert' && !isPending} />
                  <Text fz={9} fw={700} tt="uppercase" c={strength === 'inert' ? 'dimmed' : undefined}>
                    {isPending ? t('play.strengths.infusing') : words.strength}
                  </Text>
                </Stack>
              </UnstyledButton>
            </NameTooltip>
          </SeatLock>
        );
      })}
    </div>
  );
}
