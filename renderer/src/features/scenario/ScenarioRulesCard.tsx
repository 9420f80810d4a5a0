import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaySnapshot } from '../../common/play/play-context';
import { usePlaySelect } from '../../common/play/play-context';

const rulesOf = ({ view }: PlaySnapshot) => view.scenarioRules;
const isFirstRound = ({ view }: PlaySnapshot) => view.state.round === 1;

/**
 * The scenario's goal and special rules in words, as the host words them (issue 29): each rule says
 * whether Haven applies it (curses in the decks, spawns, elements, the end at a round) or the
 * players do at the table. Open in the first round; a tap folds it away.
 */
export function ScenarioRulesCard() {
  const { t } = useTranslation();
  const rules = usePlaySelect(rulesOf);
  const isStart = usePlaySelect(isFirstRound);
  const [isOpen, setOpen] = useState(isStart);
  if (!rules) return null;
  return (
    <Card withBorder padding="sm" data-testid="scenario-rules">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} style={{ minWidth: 0 }}>
            {t('scenarioRules.panel.title')}
          </Text>
          {/* The title wraps before the button's word is cut (issue 29, "Ausblenden" on a phone). */}
          <Button
            variant="subtle"
            size="compact-md"
            style={{ flexShrink: 0 }}
            onClick={() => setOpen((open) => !open)}
            aria-expanded={isOpen}
            data-testid="scenario-rules-toggle"
          >
            {t(isOpen ? 'scenarioRules.panel.hide' : 'scenarioRules.panel.show')}
          </Button>
        </Group>
        {isOpen && (
          <>
            <Text fz="sm" fw={700}>
              {t('scenarioRules.panel.goal')}
            </Text>
            <Text fz="sm" data-testid="scenario-goal">
              {rules.goal ?? t('scenarioRules.panel.noGoal')}
            </Text>
            {rules.objectives.length > 0 && (
              <List size="sm" spacing={2}>
                {rules.objectives.map((objective) => (
                  <List.Item key={objective}>{objective}</List.Item>
                ))}
              </List>
            )}
            <Text fz="sm" fw={700}>
              {t('scenarioRules.panel.rules')}
            </Text>
            {rules.rules.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('scenarioRules.panel.noRules')}
              </Text>
            ) : (
              <List type="ordered" size="sm" spacing={6} data-testid="scenario-rule-list">
                {rules.rules.map((rule, index) => (
                  <List.Item key={index} data-testid={`scenario-rule-${index + 1}`} data-applied={rule.isApplied}>
                    <Text span fz="sm">
                      {rule.text}
                    </Text>{' '}
                    <Badge size="sm" variant="light" color={rule.isApplied ? 'green' : 'orange'} style={{ verticalAlign: 'middle' }}>
                      {t(rule.isApplied ? 'scenarioRules.panel.applied' : 'scenarioRules.panel.atTheTable')}
                    </Badge>
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
